import { CORE_COLLECTIONS } from '../core/firestorePaths';

export const LEDGER_COLLECTIONS = {
  transactions: 'transactions',
  houseLedger: 'houseLedger',
  requests: 'requests',
} as const;

export const ledgerPaths = {
  transactions: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/${LEDGER_COLLECTIONS.transactions}`,
  transaction: (uid: string, id: string) => `${CORE_COLLECTIONS.users}/${uid}/${LEDGER_COLLECTIONS.transactions}/${id}`,
  /** Stored first result of a money-moving request, so a repeat returns it. */
  request: (uid: string, requestId: string) => `${CORE_COLLECTIONS.users}/${uid}/${LEDGER_COLLECTIONS.requests}/${requestId}`,
  houseEntry: (id: string) => `${LEDGER_COLLECTIONS.houseLedger}/${id}`,
  /** Lease that queues money requests on one balance (see ledger/moneyLock.ts); server only. */
  moneyLock: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/locks/money`,
} as const;
