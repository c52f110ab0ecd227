import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onMessage` (its latest version) for every postMessage this window receives while mounted: how embedded
 * provider pages (identity check, payment pages) report back. The handler checks the sender itself.
 */
export function useWindowMessages(onMessage: (event: MessageEvent) => void): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    const listener = (event: MessageEvent) => handle(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
