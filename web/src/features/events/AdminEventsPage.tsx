import { EventsManager } from './EventsManager';
import { useAdminEvents } from './useEvents';

/** /admin/events: every event but declined and deleted ones. */
export function AdminEventsPage() {
  return <EventsManager title="Events" events={useAdminEvents()} />;
}
