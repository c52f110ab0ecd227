/** Helpers for the tests that drive the ledger module directly with the Admin SDK against the emulator. */
import { expect } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { emptyAccount } from '../../functions/src/ledger/account';
import { runLedger } from '../../functions/src/ledger/ledger';
import { adminDb } from '../support/admin';
import { ledgerEntries, notifications } from './support';
import type { Account, HouseEntry } from '../../functions/src/shared/ledger/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { LEDGER_COLLECTIONS } from '../../functions/src/shared/ledger/firestorePaths';

let nextUser = 0;

/** A users/{uid} document with the given account, written directly (the ledger only needs the account). */
export async function makeUser(prefix: string, account: Partial<Account> = {}): Promise<string> {
  nextUser += 1;
  const uid = `${prefix}-${nextUser}`;
  await adminDb.doc(corePaths.user(uid)).set({ id: uid, username: uid, account: { ...emptyAccount(), ...account } });
  return uid;
}

/** A user whose opening cash and credits are booked through the ledger, so entries and account agree. */
export async function openAccount(prefix: string, opening: { cash?: number; credits?: number; chest?: number }): Promise<string> {
  const uid = await makeUser(prefix);
  await runLedger([
    {
      uid,
      idempotencyKey: 'opening',
      type: 'system_adjustment',
      cash: opening.cash ?? 0,
      credits: opening.credits ?? 0,
      bonusChestCredits: opening.chest ?? 0,
      reason: 'opening_balance',
    },
  ]);
  return uid;
}

export async function accountOf(uid: string): Promise<Account> {
  return (await adminDb.doc(corePaths.user(uid)).get()).data()?.account as Account;
}

export type StoredHouseEntry = HouseEntry<Timestamp> & { id: string };

/** houseLedger entries, optionally only those balancing `uid`'s changes (null: house-only movements). */
export async function houseEntries(uid?: string | null): Promise<StoredHouseEntry[]> {
  const base = adminDb.collection(LEDGER_COLLECTIONS.houseLedger);
  const snap = await (uid === undefined ? base : base.where('uid', '==', uid)).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as HouseEntry<Timestamp>) }));
}

/** The rejection of `promise`; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error('expected the ledger to refuse the change');
}

/** Asserts the account equals the sum of its ledger entries. */
export async function expectAccountMatchesEntries(uid: string): Promise<void> {
  const entries = await ledgerEntries(uid);
  const account = await accountOf(uid);
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(account.balance);
  expect(entries.reduce((sum, entry) => sum + entry.credits, 0)).toBe(account.credits);
  expect(entries.reduce((sum, entry) => sum + entry.bonusChestCredits, 0)).toBe(account.bonus.credits);
}

/** Asserts that `uid` has no ledger entries, house entries or notifications and still holds `account`. */
export async function expectUntouched(uid: string, account: Account): Promise<void> {
  expect(await accountOf(uid)).toEqual(account);
  expect(await ledgerEntries(uid)).toEqual([]);
  expect(await houseEntries(uid)).toEqual([]);
  expect(await notifications(uid)).toEqual([]);
}
