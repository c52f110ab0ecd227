import type { DepositLimitDecision, Preferences } from '../preferences/preferences';
import type { AssignableRole } from '../core/roles';
import type { AgreementType } from './constants';
import type { Timestamp } from '../core/timestamp';
import type { BankProvider } from '../wallet/types';
import type { Account } from '../ledger/types';
import type { IdentityVerification } from '../identity/types';
import type { UserHarmFlag } from '../harm/types';

export interface UserFeatures {
  betting: boolean;
  bets: { enabled: boolean };
  challenges: { enabled: boolean; custom: boolean };
}
export type SignInMethod = 'google' | 'twitch' | 'email';
export interface UserDoc<T = Timestamp> {
  id: string;
  username: string;
  usernameLower: string;
  email: string;
  image: string | null;
  isVerified: boolean;
  isNew: boolean;
  isAdmin: boolean;
  superAdmin: boolean;
  roles: Array<'user' | AssignableRole>;
  features: UserFeatures;
  account: Account;
  signInMethod: SignInMethod;
  referredBy: string | null;
  timestamp: T;
  lastLoggedIn?: T;
  lastOnline?: T;
  lastNotificationRead?: T;
  /** When the last deposit bonus was earned (drives nextBonusAvailableAt). */
  lastBonusAt?: T;
  firstDepositAt?: T;
  /** Ledger key of the latest deposit: a deposit's limit check knows whether its ledger query saw it. */
  lastDepositKey?: string;
  /** Payer email of the last PayPal deposit: PayPal payouts are offered once it is known. */
  paypalEmail?: string;
  /** Bank account used for an Instant Bank Transfer deposit: bank payouts go back to it. */
  providers?: { truelayer?: BankProvider };
  agreements?: Partial<Record<AgreementType, { agreed: boolean; updatedAt: T }>>;
  preferences?: Partial<Preferences>;
  /** The limit decision made before the first deposit (saveUserPreferences writes it; deposits need it). */
  depositLimitDecision?: DepositLimitDecision;
  /** Set by support; 'Yes' blocks gambling whatever the preferences say. */
  exclusion?: 'Yes' | 'No';
  /** Indicators of harm (server-written from harm/{uid}): a hold blocks deposits and betting until staff decide. */
  harm?: UserHarmFlag;
  /** The latest identity inquiry (server-written); isVerified turns true only on an approved one. */
  verification?: IdentityVerification<T>;
  /** When the user last answered the survey (server-written). */
  lastSurvey?: T;
  /** The Riot account connected through Riot Sign-On (server-written; see streams/{uid}.riot). */
  riotPuuid?: string;
}
export interface UsernameReservation<T = Timestamp> {
  uid: string;
  username: string;
  timestamp: T;
}