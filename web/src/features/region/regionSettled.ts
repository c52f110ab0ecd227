import { createContext, useContext } from 'react';

/**
 * Whether the region question has an answer (or needs none). The app renders while it is asked, so pages that
 * would send a visitor elsewhere (to log in) wait for it: a blocked caller sees the unavailable page on the path
 * they opened, never a redirect first.
 */
export const RegionSettledContext = createContext(true);

export function useRegionSettled(): boolean {
  return useContext(RegionSettledContext);
}
