import type { ComponentType, ReactNode } from 'react';

/**
 * What the app frame shows from other features. The shell draws the frame (header, navigation drawer, footer) and
 * decides when each part shows; web/src/app/shellSlots.ts fills these slots from the features' public entries, so
 * the shell imports no feature but auth (who is signed in) and consent (the cookie choice shapes the whole frame).
 * Lists render in their order.
 */
export interface ShellSlots {
  /** Wraps the whole frame: what every page may open (the deposit dialog). */
  Provider: ComponentType<{ children: ReactNode }>;
  /** Header tools for everyone, hidden when cookies are declined (Who's Live); each loads in its own Suspense. */
  headerTools: readonly ComponentType[];
  /** A signed-in user's header tools (balances, the notification bell), shown together once all have loaded. */
  memberTools: readonly ComponentType[];
  /** Bars under the header, hidden with it and when cookies are declined (the session bar, the customer-interaction notice). */
  banners: readonly ComponentType[];
  /** Mounted on every framed page before the navigation drawer (the session manager). */
  managers: readonly ComponentType[];
  /** Mounted on every framed page after the navigation drawer (the preferences prompt). */
  prompts: readonly ComponentType[];
  /** Above the page, shown with the header unless cookies are declined (the account review prompts). */
  pageNotices: readonly ComponentType[];
  /** A streamer's live status in the navigation drawer's header. */
  StreamerStatus: ComponentType<{ uid: string; username: string; onNavigate: () => void }>;
  /** The drawer's Log out: ends the tab's session (`sessionId`, when there is one) and signs out. */
  logOut: (sessionId: string | null) => Promise<void>;
}

