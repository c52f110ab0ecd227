import { LoadingScreen } from '../../ui/LoadingScreen';
import { useCurrentUser } from '../auth';
import { EventsManager } from './EventsManager';
import { useHostEvents } from './useEvents';

function HostEvents({ uid }: { uid: string }) {
  return <EventsManager title="My Events" events={useHostEvents(uid)} host />;
}

/** /my-events: the events a streamer hosts on their stream, set up, started and ended here. */
export function HostEventsPage() {
  const { user } = useCurrentUser();
  if (!user) return <LoadingScreen label="Loading your events" />;
  return <HostEvents uid={user.uid} />;
}
