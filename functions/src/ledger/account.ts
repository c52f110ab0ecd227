import type { Account } from '../shared/ledger/types';


export function emptyAccount(): Account {
  return {
    balance: 0,
    credits: 0,
    bonus: { balance: 0, credits: 0 },
    wagers: { total: 0, credits: 0, cash: 0, count: 0 },
  };
}

/** Reads an account from a user document, treating missing fields as zero. */
export function accountOf(data: { account?: Partial<Account> } | undefined): Account {
  const base = emptyAccount();
  const account = data?.account ?? {};
  return {
    balance: account.balance ?? base.balance,
    credits: account.credits ?? base.credits,
    bonus: { ...base.bonus, ...account.bonus },
    wagers: { ...base.wagers, ...account.wagers },
  };
}
