import { mayMoveEvent, adminEventActions } from '@shared/events/status';
import type { EventDoc } from '@shared/events/types';

export type EventAction = 'edit' | 'copy' | 'start' | 'end' | 'cancel' | 'delete' | 'selectWinner';

/** The admin list's buttons an event's status enables (spec 02 section 4), in the order they show. */
export function enabledActions(event: EventDoc): EventAction[] {
  const allowed = adminEventActions({ ...event, hasWinners: event.winners.length > 0 });
  const enabled: Record<EventAction, boolean> = {
    edit: allowed.edit,
    copy: allowed.copy,
    start: mayMoveEvent(event.status, 'active'),
    end: mayMoveEvent(event.status, 'pending'),
    selectWinner: allowed.selectWinner,
    cancel: mayMoveEvent(event.status, 'declined'),
    delete: allowed.delete,
  };
  return (Object.keys(enabled) as EventAction[]).filter((action) => enabled[action]);
}

export const ACTION_LABELS: Record<EventAction, string> = {
  edit: 'Edit',
  copy: 'Copy',
  start: 'Start',
  end: 'End',
  selectWinner: 'Select Winner',
  cancel: 'Cancel',
  delete: 'Delete',
};

/** Actions that cannot be undone ask first. */
export const CONFIRMED: Partial<Record<EventAction, { title: string; text: string }>> = {
  end: { title: 'End event?', text: 'Entries and play close and the results become pending.' },
  cancel: { title: 'Cancel event?', text: 'The event is cancelled and every entrant is refunded.' },
  delete: { title: 'Delete event?', text: 'The event is deleted and every entrant is refunded.' },
};
