import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { CallableRequest } from '@shared/contract';
import type { EventSetStatus } from '@shared/events/status';
import { eventMessages } from '@shared/events/messages';
import { ref, uploadBytes } from 'firebase/storage';
import { eventStoragePaths } from '@shared/events/storagePaths';
import { callFunction } from '../../lib/callables';
import { storage } from '../../lib/storage';
import { errorMessage } from '../../lib/errors';
import { newRequestId } from '../../lib/requestId';

/** Runs one callable at a time: a success toast and its result, or the server's own message (the form stays usable). */
function useCall() {
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>, success: (result: T) => string): Promise<T | undefined> => {
      setSending(true);
      try {
        const result = await call();
        enqueueSnackbar(success(result), { variant: 'success' });
        return result;
      } catch (error) {
        enqueueSnackbar(errorMessage(error), { variant: 'error' });
        return undefined;
      } finally {
        setSending(false);
      }
    },
    [enqueueSnackbar],
  );
  return { run, sending };
}

export type EventFields = Omit<CallableRequest<'createEvent'>, 'copyOf'>;

/** The toast an admin's status change ends with. */
const STATUS_DONE: Record<EventSetStatus, string> = { active: 'Event started', pending: 'Event ended', declined: 'Event cancelled' };

/** The Event Setup dialog's save (create, copy or edit) and the admin list's actions. */
export function useEventAdmin() {
  const { run, sending } = useCall();
  const create = (event: EventFields, copyOf?: string) =>
    run(() => callFunction('createEvent', copyOf ? { ...event, copyOf } : event), () => (copyOf ? eventMessages.copied : eventMessages.added));
  const edit = (eventId: string, event: EventFields) => run(() => callFunction('updateEvent', { eventId, event }), () => eventMessages.updated);
  const move = (eventId: string, status: EventSetStatus) => run(() => callFunction('updateEvent', { eventId, status }), () => STATUS_DONE[status]);
  const pickWinners = (eventId: string, winners: string[]) => run(() => callFunction('updateEvent', { eventId, winners }), () => 'Winners paid');
  const remove = (eventId: string) => run(() => callFunction('deleteEvent', { eventId }), () => eventMessages.deleted);
  return { create, edit, move, pickWinners, remove, sending };
}

/** Enter or Entered: one button that signs up or drops out. */
export function useEnterEvent(eventId: string) {
  const { run, sending } = useCall();
  const toggle = () =>
    run(
      () => callFunction('enterEvent', { eventId, requestId: newRequestId() }),
      (result) => (result.entered ? eventMessages.signedUp : eventMessages.droppedOut),
    );
  return { toggle, sending };
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
