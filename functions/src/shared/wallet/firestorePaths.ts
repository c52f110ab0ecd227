

export const WALLET_COLLECTIONS = {
  orders: 'orders',
  payouts: 'payouts',
} as const;

export const walletPaths = {
  order: (gateway: string, providerId: string) => `${WALLET_COLLECTIONS.orders}/${gateway}_${providerId}`,
  payout: (uid: string, requestId: string) => `${WALLET_COLLECTIONS.payouts}/${uid}_${requestId}`,
} as const;
