import { useEffect, useRef } from 'react';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import { heatOf } from '@shared/streams/activity';
import { HEAT_LEVELS, type HeatLevel } from '@shared/streams/constants';
import { streamPaths } from '@shared/streams/firestorePaths';
import type { StreamDoc } from '@shared/streams/types';
import { firestore } from '../../lib/firestore';
import { useNow } from '../../lib/useNow';
import { playChime, type Chime } from './chime';
import { useStreamChallenges } from './useStreamChallenges';

/**
 * Plays `chime` whenever `ids` holds an id not seen before on this page; the first list only marks what is
 * already there (nothing sounds on load). Undefined `ids` (loading) changes nothing.
 */
function useArrivalChime(ids: string[] | undefined, chime: Chime, muted: boolean) {
  const seen = useRef<Set<string> | null>(null);
  // One string stands for the list, so a new array holding the same ids is no change.
  const key = ids?.join('\n');
  useEffect(() => {
    if (key === undefined) return;
    const current = key === '' ? [] : key.split('\n');
    const known = seen.current;
    if (known && current.some((id) => !known.has(id)) && !muted) playChime(chime);
    seen.current = new Set([...(known ?? []), ...current]);
  }, [key, chime, muted]);
}

/** The stream's heat level from its hourly counters, live (and re-read each minute as old hours drop out); undefined while loading. */
function useHeatLevel(streamId: string): HeatLevel | undefined {
  const now = useNow(60_000);
  const { status, data } = useFirestoreDocData(doc(firestore, streamPaths.stream(streamId)));
  if (status !== 'success') return undefined;
  return heatOf((data as StreamDoc | undefined)?.activity, now).level;
}

/** Plays the heat chime, rising or falling, when the level changes after the page loaded. */
function useHeatChime(level: HeatLevel | undefined, muted: boolean) {
  const last = useRef<HeatLevel | undefined>(undefined);
  useEffect(() => {
    if (level === undefined) return;
    const before = last.current;
    last.current = level;
    if (before === undefined || before === level || muted) return;
    playChime(HEAT_LEVELS.indexOf(level) > HEAT_LEVELS.indexOf(before) ? 'heatUp' : 'heatDown');
  }, [level, muted]);
}

/**
 * The stream's sound cues, for the streamer page and the overlay: one chime when a new challenge arrives, another
 * when one is completed, a third when the stream's heat level changes; none while `muted` or on first load.
 * True once everything it listens to has loaded (what is there then sounds nothing; what comes after does).
 */
export function useChallengeChimes(streamId: string, muted: boolean): boolean {
  const active = useStreamChallenges(streamId, 'active');
  const ended = useStreamChallenges(streamId, 'completed');
  const heat = useHeatLevel(streamId);
  useArrivalChime(active?.filter((item) => item.status === 'submitted').map((item) => item.id), 'newChallenge', muted);
  useArrivalChime(ended?.filter((item) => item.status === 'completed').map((item) => item.id), 'completedChallenge', muted);
  useHeatChime(heat, muted);
  return active !== undefined && ended !== undefined && heat !== undefined;
}
