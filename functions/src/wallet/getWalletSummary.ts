import { AggregateField, type Query } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings, readFlags } from '../remoteConfig/readRemoteConfig';
import type { PaymentGateway, PayoutDoc, WalletSummary } from '../shared/wallet/types';
import type { UserDoc } from '../shared/users/types';
import { corePaths } from '../shared/core/firestorePaths';
import { WALLET_COLLECTIONS } from '../shared/wallet/firestorePaths';
import { coreMessages } from '../shared/core/messages';

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
    db.doc(corePaths.user(uid)).get(),
    readFlags(),
    readAppSettings(),
    amountsWithStatus(WALLET_COLLECTIONS.orders, uid, 'completed'),
    amountsWithStatus(WALLET_COLLECTIONS.payouts, uid, 'pending'),
    amountsWithStatus(WALLET_COLLECTIONS.payouts, uid, 'completed'),
  ]);
  if (!userSnap.exists) throw new HttpsError('not-found', coreMessages.userNotFound);
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
