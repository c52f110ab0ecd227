export const WALLET_PATHS = { deposit: '/deposit', depositSuccess: '/deposit/success', withdraw: '/withdraw' } as const;
