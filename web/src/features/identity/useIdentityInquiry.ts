import { useCallback, useEffect, useRef, useState } from 'react';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';

type InquiryState =
  | { status: 'loading' }
  | { status: 'ready'; inquiryId: string; url: string }
  | { status: 'error'; message: string };

/** Starts (or resumes) the caller's identity check through initVerifyIdentity, once per visit and on `retry()`. */
export function useIdentityInquiry() {
  const [state, setState] = useState<InquiryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The attempt already asked for: a re-run of the effect (development double-invocation) does not ask again.
  const requested = useRef<number | null>(null);

  useEffect(() => {
    if (requested.current === attempt) return;
    requested.current = attempt;
    callFunction('initVerifyIdentity', {}).then(
      (inquiry) => setState({ status: 'ready', ...inquiry }),
      (error: unknown) => setState({ status: 'error', message: errorMessage(error) }),
    );
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}
