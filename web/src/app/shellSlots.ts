import { AccountReviewPrompts } from '../features/accountReview';
import { HarmNotice } from '../features/harm';
import { NotificationBell } from '../features/notifications';
import { PreferencesPrompt } from '../features/preferences';
import { SessionBar, SessionManager, endSessionAndSignOut } from '../features/sessions';
import type { ShellSlots } from '../features/shell';
import { StreamNavInfo, WhosLiveButton } from '../features/streams';
import { AccountStrip, DepositDialogProvider } from '../features/wallet';

/**
 * What the app frame shows from the features, in the order it shows them (see ShellSlots). Components the
 * visitor's home page does not need (Who's Live, the member tools, the streamer's status, Log out) are loaded lazily
 * by their features.
 */
export const shellSlots: ShellSlots = {
  Provider: DepositDialogProvider,
  headerTools: [WhosLiveButton],
  memberTools: [AccountStrip, NotificationBell],
  banners: [SessionBar, HarmNotice],
  managers: [SessionManager],
  prompts: [PreferencesPrompt],
  pageNotices: [AccountReviewPrompts],
  StreamerStatus: StreamNavInfo,
  logOut: endSessionAndSignOut,
};
