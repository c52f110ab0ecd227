import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { CallableRequest } from '@shared/contract';
import type { EventSetStatus } from '@shared/events/status';
import { eventMessages } from '@shared/events/messages';
import { ref, uploadBytes } from 'firebase/storage';
import { eventStoragePaths } from '@shared/events/storagePaths';
import { callFunction } from '../../lib/callables';
import { storage } from '../../lib/storage';
import { useWrite } from '../../lib/useWrite';

export type EventFields = Omit<CallableRequest<'createEvent'>, 'copyOf'>;

/** The toast an admin's status change ends with. */
const STATUS_DONE: Record<EventSetStatus, string> = { active: 'Event started', pending: 'Event ended', declined: 'Event cancelled' };

type EventUpdate = Omit<CallableRequest<'updateEvent'>, 'eventId'>;

/** The toast of an update, by what it changed. */
function updated(change: EventUpdate): string {
  if (change.status) return STATUS_DONE[change.status];
  if (change.winners) return 'Winners paid';
  return eventMessages.updated;
}

/** The Event Setup dialog's save (create, copy or edit) and the admin list's actions. */
export function useEventAdmin() {
  const createWrite = useWrite({
    callable: 'createEvent',
    request: ({ event, copyOf }: { event: EventFields; copyOf?: string }) => (copyOf ? { ...event, copyOf } : event),
    success: (_response, { copyOf }) => (copyOf ? eventMessages.copied : eventMessages.added),
  });
  const updateWrite = useWrite({
    callable: 'updateEvent',
    request: ({ eventId, change }: { eventId: string; change: EventUpdate }) => ({ eventId, ...change }),
    success: (_response, { change }) => updated(change),
  });
  const deleteWrite = useWrite({ callable: 'deleteEvent', request: (eventId: string) => ({ eventId }), success: () => eventMessages.deleted });
  const create = (event: EventFields, copyOf?: string) => createWrite.send({ event, copyOf });
  const edit = (eventId: string, event: EventFields) => updateWrite.send({ eventId, change: { event } });
  const move = (eventId: string, status: EventSetStatus) => updateWrite.send({ eventId, change: { status } });
  const pickWinners = (eventId: string, winners: string[]) => updateWrite.send({ eventId, change: { winners } });
  const remove = (eventId: string) => deleteWrite.send(eventId);
  return { create, edit, move, pickWinners, remove, sending: createWrite.sending || updateWrite.sending || deleteWrite.sending };
}

/**
 * Enter or Entered: one button that signs up or drops out. Pressing it again after a lost answer resends the same
 * request, applied once.
 */
export function useEnterEvent(eventId: string) {
  const write = useWrite({
    callable: 'enterEvent',
    request: (_: void, requestId) => ({ eventId, requestId }),
    success: (result) => (result.entered ? eventMessages.signedUp : eventMessages.droppedOut),
  });
  const { send } = write;
  const toggle = useCallback(() => send(), [send]);
  return { toggle, sending: write.sending };
}

/**
 * Uploads an event's logo to its Storage path (events/{id}/logo; storage.rules: admins, images under 2 MB), then
 * tells the server the event has one. False (with a toast) when either step fails.
 */
export function useEventLogoUpload() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (eventId: string, file: File): Promise<boolean> => {
      try {
        await uploadBytes(ref(storage, eventStoragePaths.logo(eventId)), file, { contentType: file.type });
        await callFunction('updateEvent', { eventId, logo: true });
        return true;
      } catch (error) {
        console.error('Event logo upload failed', error);
        enqueueSnackbar(EVENT_LOGO_FAILED, { variant: 'error' });
        return false;
      }
    },
    [enqueueSnackbar],
  );
}

export const EVENT_LOGO_FAILED = 'The event was saved, but its logo could not be uploaded. Please try again.';
