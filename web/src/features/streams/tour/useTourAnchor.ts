import { useEffect, useState } from 'react';

const find = (ids: readonly string[]) => ids.map((id) => document.getElementById(id)).find(Boolean) ?? null;

/**
 * The first element present among `ids`, followed as the page changes (tab panels and their data load late), so
 * a step can point at a fallback until its own target appears.
 */
export function useTourAnchor(ids: readonly string[]): HTMLElement | null {
  const key = ids.join(' ');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const list = key.split(' ');
    const update = () => setAnchor(find(list));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return anchor;
}

/** The anchor's box on screen, kept up to date while the page scrolls or resizes. */
export function useAnchorRect(anchor: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const update = () => setRect(anchor.getBoundingClientRect());
    update();
    const resize = new ResizeObserver(update);
    resize.observe(anchor);
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      resize.disconnect();
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);
  return anchor ? rect : null;
}
