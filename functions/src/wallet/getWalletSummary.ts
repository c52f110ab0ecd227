import { AggregateField, type Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings, readFlags } from '../core/config';
import { MESSAGES } from '../shared/messages';
import { COLLECTIONS, paths } from '../shared/paths';
import type { PaymentGateway, PayoutDoc, UserDoc, WalletSummary } from '../shared/types';

async function sumOfAmounts(query: Query): Promise<number> {
  const snap = await query.aggregate({ total: AggregateField.sum('amount') }).get();
  return snap.data().total ?? 0;
}

/** Equality filters only, so Firestore serves these from single-field indexes. */
function amountsWithStatus(collection: string, uid: string, status: PayoutDoc['status']): Promise<number> {
  return sumOfAmounts(db.collection(collection).where('userId', '==', uid).where('status', '==', status));
}

/** The withdraw page's numbers: deposit and withdrawal totals, payout methods open to the user, the GBP rate. */
export const getWalletSummary = defineCallable('getWalletSummary', {}, async (_data, { uid }) => {
  const [userSnap, flags, settings, deposits, pending, completed] = await Promise.all([
    db.doc(paths.user(uid)).get(),
    readFlags(),
    readAppSettings(),
    amountsWithStatus(COLLECTIONS.orders, uid, 'completed'),
    amountsWithStatus(COLLECTIONS.payouts, uid, 'pending'),
    amountsWithStatus(COLLECTIONS.payouts, uid, 'completed'),
  ]);
  if (!userSnap.exists) throw new HttpsError('not-found', MESSAGES.userNotFound);
  const user = userSnap.data() as UserDoc;
  const bank = user.providers?.truelayer ?? null;
  const payoutMethods: PaymentGateway[] = [];
  if (user.paypalEmail && flags.paypal) payoutMethods.push('paypal');
  if (bank && flags.truelayer) payoutMethods.push('truelayer');
  const withdrawals = pending + completed;
  const summary: WalletSummary = {
    deposits,
    withdrawals,
    netDeposits: deposits - withdrawals,
    payoutMethods,
    paypalEmail: user.paypalEmail ?? null,
    bankAccountLabel: bank?.accountLabel ?? null,
    usdToGbp: settings.usdToGbp,
  };
  return summary;
});
