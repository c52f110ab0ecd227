import { useMutation } from '@tanstack/react-query';
import { useSnackbar, type OptionsObject } from 'notistack';
import { useCallback, useRef, type ReactNode } from 'react';
import type { CallableName, CallableRequest, CallableResponse } from '@shared/contract';
import { coreMessages } from '@shared/core/messages';
import { callFunction } from './callables';
import { errorMessage } from './errors';
import { refusalOf, type Refusal } from './refusal';
import { newRequestId } from './requestId';

export interface Toast {
  message: ReactNode;
  options?: OptionsObject;
}

/** What a write does once it is answered: toasts, and the feature's own follow-ups. */
export interface WriteOutcomes<V, R> {
  /** The success toast's text, or null for none. */
  success: (response: R, variables: V) => string | null;
  onSuccess?: (response: R, variables: V) => void;
  /** A refusal the feature answers itself (new odds): true when handled, and then no toast shows. */
  onRefusal?: (refusal: Refusal, variables: V) => boolean | Promise<boolean>;
  /**
   * The error toast, for a refusal or a failure whose outcome is unknown (refusal null). By default the server's
   * message for a refusal, and for an unknown outcome that trying again is safe. Null for no toast (the feature
   * shows the failure itself, in `onFailure`). `serverSaid` shows what the server (or the failed check) said.
   */
  failure?: (refusal: Refusal | null, error: unknown) => Toast | null;
  /** A failure `onRefusal` did not handle, after its toast: for the form to show it too. */
  onFailure?: (refusal: Refusal | null, error: unknown, variables: V) => void;
}

export interface WriteOptions<K extends CallableName, V> extends WriteOutcomes<V, CallableResponse<K>> {
  callable: K;
  /** The request for the action's variables, under the action's request id; a check that throws fails the write. */
  request: (variables: V, requestId: string) => CallableRequest<K> | Promise<CallableRequest<K>>;
}

/**
 * A write the security rules check on the user's own documents (following a stream, a Connected Games switch,
 * dismissing a reminder, clearing the bell): no money moves and nothing needs a request id, since writing the
 * same fields twice leaves the same document.
 */
export interface DocumentWriteOptions<V> extends WriteOutcomes<V, void> {
  write: (variables: V) => Promise<void>;
}

/**
 * The failure toast of a callable without a request id: what went wrong, in the server's words. (The default's
 * "it will not be done twice" holds only for a write the server applies once per request id.)
 */
export const serverSaid = (_refusal: Refusal | null, error: unknown): Toast => ({ message: errorMessage(error) });

export interface Write<V, R> {
  /** Starts a user action (its confirm step opens): a new request id, kept for every retry of that action. */
  begin: () => void;
  /** Sends the action; the response, or null when it did not go through (the toast says why). */
  send: (variables: V) => Promise<R | null>;
  sending: boolean;
}

/**
 * The web app's one way to write: a react-query mutation around a callable (`useWrite`) or a rule-checked document
 * write (`useDocumentWrite`). It owns the request id (one per user action: pressing Confirm again after a lost
 * response resends the same id, so the server applies it once), the sending state, typed refusals (`Refusal`, with
 * the details the server declared) and the toasts.
 */
function useSentWrite<V, R>(sendOnce: (variables: V, requestId: string) => Promise<R>, options: WriteOutcomes<V, R>): Write<V, R> {
  const { enqueueSnackbar } = useSnackbar();
  const requestId = useRef<string | null>(null);
  const mutation = useMutation<R, unknown, { variables: V; requestId: string }>({
    mutationFn: ({ variables, requestId: id }) => sendOnce(variables, id),
    onSuccess: (response, { variables, requestId: sent }) => {
      // Done: the next action gets its own id.
      if (requestId.current === sent) requestId.current = null;
      const text = options.success(response, variables);
      if (text) enqueueSnackbar(text, { variant: 'success' });
      options.onSuccess?.(response, variables);
    },
    onError: async (error, { variables }) => {
      const refusal = refusalOf(error);
      if (refusal && (await options.onRefusal?.(refusal, variables))) return;
      const toast = options.failure ? options.failure(refusal, error) : { message: refusal ? refusal.message : coreMessages.outcomeUnknown };
      if (toast) enqueueSnackbar(toast.message, { variant: 'error', ...toast.options });
      options.onFailure?.(refusal, error, variables);
    },
  });
  const { mutateAsync } = mutation;

  const begin = useCallback(() => {
    requestId.current = newRequestId();
  }, []);
  const send = useCallback(
    async (variables: V) => {
      requestId.current ??= newRequestId();
      try {
        return await mutateAsync({ variables, requestId: requestId.current });
      } catch {
        return null;
      }
    },
    [mutateAsync],
  );
  return { begin, send, sending: mutation.isPending };
}

/**
 * A write the feature sends itself under the action's request id: one desk action over several callables, say.
 * The helper still owns the request id, the sending state, the refusals and the toasts.
 */
export function useActionWrite<V, R>(options: WriteOutcomes<V, R> & { send: (variables: V, requestId: string) => Promise<R> }): Write<V, R> {
  return useSentWrite(options.send, options);
}

/** A callable, sent under the user action's request id. */
export function useWrite<K extends CallableName, V>(options: WriteOptions<K, V>): Write<V, CallableResponse<K>> {
  return useSentWrite(async (variables, requestId) => callFunction(options.callable, await options.request(variables, requestId)), options);
}

/** A rule-checked write to the user's own documents; by default a failure's toast says what went wrong. */
export function useDocumentWrite<V>(options: DocumentWriteOptions<V>): Write<V, void> {
  return useSentWrite((variables) => options.write(variables), { failure: serverSaid, ...options });
}
