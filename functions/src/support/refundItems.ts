import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import type { NotificationInput } from '../ledger/ledger';
import type { ReadSet } from '../ledger/readSet';
import { battleRef } from '../battles/battleAccess';
import { placedStake } from '../battles/settleBattle';
import { betStake, markActivity, parlayStake } from '../streamBets/settleStreamBet';
import type { PlacedStake } from '../wagers/settleWager';
import { battlePaths } from '../shared/battles/firestorePaths';
import type { BattleBetDoc, BattleDoc } from '../shared/battles/types';
import { corePaths } from '../shared/core/firestorePaths';
import { streamBetPaths } from '../shared/streamBets/firestorePaths';
import type { ParlayDoc, StreamBetDoc } from '../shared/streamBets/types';
import { supportMessages } from '../shared/support/messages';
import type { RefundKind } from '../shared/support/types';
import { challengeContribution, eventEntry } from './refundPotItems';

/**
 * The open items an admin may refund, kind by kind: where the item is, who staked it, which other documents its
 * refund reads, whether it is still open, and what marks it refunded. The money itself goes back through the
 * wager path (settleWager), keyed by the wager id, exactly as a cancelled battle or an unmatched bet is refunded.
 */
export interface RefundRequest {
  kind: RefundKind;
  parentId: string;
  itemId: string;
  /** The stream of a challenge contribution (its parent is the challenge). */
  streamId?: string;
}

export interface OpenItem {
  wager: PlacedStake;
  /** What the refund notification says, besides the amounts and the reason. */
  variables: Record<string, unknown>;
  /** Marks the item refunded (and everything that follows it), in the refund's transaction. */
  markRefunded: (tx: Transaction) => void;
}

export interface RefundableKind {
  ref: (request: RefundRequest) => DocumentReference;
  ownerOf: (data: Record<string, unknown>) => string;
  /** Documents the refund reads besides the item: the battle, the streamer's user document. */
  reads: (request: RefundRequest) => DocumentReference[];
  /** The item as open, or a refusal when it is not (refunded, settled, its battle being settled). */
  open: (request: RefundRequest, snap: DocumentSnapshot, read: ReadSet) => OpenItem;
}

const refuse = (message: string): never => {
  throw new HttpsError('failed-precondition', message);
};

function refuseClosed(status: unknown): never {
  return refuse(status === 'refunded' ? supportMessages.refundAlreadyRefunded : supportMessages.refundSettled);
}

const streamerRef = (streamId: string) => db.doc(corePaths.user(streamId));
const streamerName = (request: RefundRequest, read: ReadSet) => (read.get(streamerRef(request.parentId).path)?.get('username') as string | undefined) ?? null;

const battleBet: RefundableKind = {
  ref: ({ parentId, itemId }) => db.doc(battlePaths.bet(parentId, itemId)),
  ownerOf: (data) => (data as unknown as BattleBetDoc).user.id,
  reads: ({ parentId }) => [battleRef(parentId)],
  open: ({ parentId }, snap, read) => {
    const bet = snap.data() as BattleBetDoc;
    if (bet.status !== 'open') refuseClosed(bet.status);
    const battle = read.get(battleRef(parentId).path)?.data() as BattleDoc | undefined;
    // Once a battle is being settled (or final) its bets belong to the settlement.
    if (!battle || battle.status === 'final' || battle.settling === true) refuse(supportMessages.refundBattleSettling);
    return {
      wager: placedStake(bet, parentId),
      variables: { battleId: parentId, competitor: bet.competitor.name, competitors: battle!.competitors.map((side) => side.name) },
      markRefunded: (tx) => {
        tx.update(snap.ref, { status: 'refunded', payout: 0 });
        // The chest counts open stakes: any shard may carry the decrease, since only the sum is read.
        tx.set(
          db.doc(battlePaths.chestShard(parentId, 0)),
          { total: FieldValue.increment(-bet.amount), count: FieldValue.increment(-1), stakes: { [bet.competitor.id]: FieldValue.increment(-bet.amount) } },
          { merge: true },
        );
      },
    };
  },
};

const streamBet: RefundableKind = {
  ref: ({ parentId, itemId }) => db.doc(streamBetPaths.bet(parentId, itemId)),
  ownerOf: (data) => (data as unknown as StreamBetDoc).userId,
  reads: ({ parentId }) => [streamerRef(parentId)],
  open: (request, snap, read) => {
    const bet = snap.data() as StreamBetDoc;
    if (bet.status !== 'open') refuseClosed(bet.status);
    return {
      wager: betStake(bet),
      variables: { streamId: request.parentId, streamer: streamerName(request, read) },
      markRefunded: (tx) => {
        tx.update(snap.ref, { status: 'refunded', settledAt: FieldValue.serverTimestamp() });
        markActivity(tx, request.parentId, bet, 'refunded');
      },
    };
  },
};

const parlay: RefundableKind = {
  ref: ({ parentId, itemId }) => db.doc(streamBetPaths.parlay(parentId, itemId)),
  ownerOf: (data) => (data as unknown as ParlayDoc).userId,
  reads: ({ parentId }) => [streamerRef(parentId)],
  open: (request, snap, read) => {
    const item = snap.data() as ParlayDoc;
    if (item.status !== 'active') refuseClosed(item.status);
    return {
      wager: parlayStake(item),
      variables: { streamId: request.parentId, streamer: streamerName(request, read), title: 'Kills + Win' },
      markRefunded: (tx) => {
        tx.update(snap.ref, { status: 'refunded', settledAt: FieldValue.serverTimestamp() });
        markActivity(tx, request.parentId, item, 'refunded');
      },
    };
  },
};

export const REFUNDABLE: Record<RefundKind, RefundableKind> = { battleBet, streamBet, parlay, challengeContribution, eventEntry };

/** The bettor's refund notification: the stake's cash and credits, and the admin's reason. */
export function refundNotification(item: OpenItem, reason: string): NotificationInput {
  return { type: 'refund', variables: { ...item.variables, amount: item.wager.stake.cash, credits: item.wager.stake.credits, reason } };
}
