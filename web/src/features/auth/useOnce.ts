import { useEffect, useRef } from 'react';

/**
 * Runs `effect` once per mount even under React's development double-invocation: action codes and OAuth codes
 * are single-use, so a second attempt would fail and overwrite the first result.
 */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
