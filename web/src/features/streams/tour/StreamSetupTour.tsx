import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../auth';
import { settingsTabPath, SETTINGS_TABS } from '../routePaths';
import { GuidedTour } from './GuidedTour';
import { FROM_TOUR_STATE, STREAM_SETUP_TOUR, STREAM_SETUP_TOUR_ID } from './streamSetupTour';
import { isTourDone, markTourDone } from './tourFlags';
import { useTourAnchor } from './useTourAnchor';
import { hasAnyRole } from '@shared/core/roles';

function wantsTour(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { tour?: unknown }).tour === STREAM_SETUP_TOUR_ID;
}

/**
 * The guided tour of Settings for streamers: once per device (a local flag per tour id), for users with the
 * streamer role or arriving from the onboarding's Streamer choice. It switches tabs as it goes; finishing or
 * skipping it lands on /settings with Stream Setup open.
 */
export default function StreamSetupTour() {
  const { claims } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [running, setRunning] = useState(
    () => !isTourDone(STREAM_SETUP_TOUR_ID) && (wantsTour(location.state) || hasAnyRole(claims, ['streamer'])),
  );
  const [index, setIndex] = useState(0);
  const step = STREAM_SETUP_TOUR[index];
  // Until the step's own target has loaded, point at its tab.
  const anchor = useTourAnchor(step ? [step.target, `settings-tab-${step.tab}`] : []);

  const tabShown = searchParams.get('tab');
  useEffect(() => {
    if (!running || !step || tabShown === step.tab) return;
    setSearchParams(
      (params) => {
        params.set('tab', step.tab);
        return params;
      },
      { replace: true, state: location.state },
    );
  }, [running, step, tabShown, setSearchParams, location.state]);

  if (!running) return null;
  const end = () => {
    markTourDone(STREAM_SETUP_TOUR_ID);
    setRunning(false);
    void navigate(settingsTabPath(SETTINGS_TABS.streamSetup), { replace: true, state: FROM_TOUR_STATE });
  };
  return (
    <GuidedTour
      steps={STREAM_SETUP_TOUR}
      index={index}
      anchor={anchor}
      onBack={() => setIndex((current) => Math.max(0, current - 1))}
      onNext={() => setIndex((current) => Math.min(STREAM_SETUP_TOUR.length - 1, current + 1))}
      onEnd={end}
    />
  );
}
