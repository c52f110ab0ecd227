/** Firestore collection names and document paths, defined once for rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  usernames: 'usernames',
  transactions: 'transactions',
  notifications: 'notifications',
  config: 'config',
  orders: 'orders',
  payouts: 'payouts',
  houseLedger: 'houseLedger',
  requests: 'requests',
  sessions: 'sessions',
  surveys: 'surveys',
} as const;

export const CONFIG_DOCS = { flags: 'flags', app: 'app' } as const;

export const paths = {
  user: (uid: string) => `${COLLECTIONS.users}/${uid}`,
  username: (usernameLower: string) => `${COLLECTIONS.usernames}/${usernameLower}`,
  transactions: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.transactions}`,
  transaction: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.transactions}/${id}`,
  notifications: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}`,
  notification: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.notifications}/${id}`,
  /** Stored first result of a money-moving request, so a repeat returns it. */
  request: (uid: string, requestId: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.requests}/${requestId}`,
  order: (gateway: string, providerId: string) => `${COLLECTIONS.orders}/${gateway}_${providerId}`,
  payout: (uid: string, requestId: string) => `${COLLECTIONS.payouts}/${uid}_${requestId}`,
  houseEntry: (id: string) => `${COLLECTIONS.houseLedger}/${id}`,
  /** Lease that queues money requests on one balance (see ledger/moneyLock.ts); server only. */
  moneyLock: (uid: string) => `${COLLECTIONS.users}/${uid}/locks/money`,
  config: (id: keyof typeof CONFIG_DOCS) => `${COLLECTIONS.config}/${CONFIG_DOCS[id]}`,
  /** A login session (reality check). */
  session: (sessionId: string) => `${COLLECTIONS.sessions}/${sessionId}`,
  surveys: (uid: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.surveys}`,
  survey: (uid: string, id: string) => `${COLLECTIONS.users}/${uid}/${COLLECTIONS.surveys}/${id}`,
} as const;

/**
 * Whether `id` can name a document: no slash (which would address another path), not `.` or `..`, and not of
 * the form `__x__`, which Firestore reserves.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/** Storage object paths (see storage.rules). */
export const storagePaths = {
  userLogo: (uid: string) => `users/${uid}/logo`,
} as const;
