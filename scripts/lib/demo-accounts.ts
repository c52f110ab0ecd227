import type { AssignableRole } from '../../functions/src/shared/core/roles';

export const DEMO_PASSWORD = 'Clutchpot1';

export interface DemoAccount {
  label: string;
  email: string;
  username: string;
  roles: AssignableRole[];
  /** Identity verified with the betting feature on. */
  bettor?: boolean;
  /**
   * Identity verified, with a 6-month self-exclusion that ended a month ago and waits for support to lift it
   * (the support desk's lift action has something to work on).
   */
  endedSelfExclusion?: boolean;
  /** Opening cash in cents and Bonus Credits, booked through the ledger. */
  cash: number;
  credits: number;
  bonusChestCredits: number;
}

/** One demo account per role, seeded into the emulators by `npm run dev`. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { label: 'User', email: 'user@clutchpot.test', username: 'demo_user', roles: [], cash: 2_500, credits: 0, bonusChestCredits: 0 },
  {
    label: 'Verified bettor',
    email: 'bettor@clutchpot.test',
    username: 'demo_bettor',
    roles: [],
    bettor: true,
    cash: 25_000,
    credits: 3,
    bonusChestCredits: 5,
  },
  {
    label: 'Ended self-exclusion',
    email: 'excluded@clutchpot.test',
    username: 'demo_excluded',
    roles: [],
    endedSelfExclusion: true,
    cash: 4_000,
    credits: 0,
    bonusChestCredits: 0,
  },
  { label: 'Streamer', email: 'streamer@clutchpot.test', username: 'demo_streamer', roles: ['streamer'], cash: 12_050, credits: 1, bonusChestCredits: 0 },
  { label: 'Organizer', email: 'organizer@clutchpot.test', username: 'demo_organizer', roles: ['organizer'], cash: 0, credits: 0, bonusChestCredits: 0 },
  { label: 'Admin', email: 'admin@clutchpot.test', username: 'demo_admin', roles: ['admin'], cash: 0, credits: 0, bonusChestCredits: 0 },
  { label: 'Super Admin', email: 'superadmin@clutchpot.test', username: 'demo_superadmin', roles: ['superAdmin'], cash: 0, credits: 0, bonusChestCredits: 0 },
];
