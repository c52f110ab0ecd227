import { useEffect } from 'react';

/**
 * Runs `then` once `ready` has been true through a paint and the main thread is next idle (or a second has passed):
 * work that can wait (loading the live listeners) starts after the first view is on screen.
 */
export function useAfterPaint(ready: boolean, then: () => void): void {
  useEffect(() => {
    if (!ready) return;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this render's paint; then idle time.
    const frame = requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(then, { timeout: 1_000 });
      else timer = setTimeout(then, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, then]);
}
