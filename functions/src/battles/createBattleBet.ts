import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest as FirebaseCallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { snapshotIn } from '../ledger/readSet';
import { BATTLE_BET_CAP_CENTS, BATTLE_MATCH_CAP_CENTS, CHEST_SHARDS } from '../shared/battles/constants';
import { battlePaths } from '../shared/battles/firestorePaths';
import { battleMessages } from '../shared/battles/messages';
import { acceptsOdds, betFee, oddsChangePreferenceOf } from '../shared/battles/odds';
import { isBettable } from '../shared/battles/status';
import type { BattleBetDoc, BattleDoc, Competitor, FeeParts } from '../shared/battles/types';
import type { UserDoc } from '../shared/users/types';
import type { CallableRequest } from '../shared/contract';
import type { BattleBetResponse } from '../shared/battles/callables';
import { corePaths } from '../shared/core/firestorePaths';
import { BATTLE_LIMIT_LABELS } from '../shared/wagers/messages';
import { placeWager } from '../wagers/placeWager';
import { stakeValue } from '../wagers/stake';
import { battleRef } from './battleAccess';
import type { RefusalDetails } from '../shared/core/refusals';
import { publishBattleOdds } from './publishOdds';

interface BetRead {
  battle: BattleDoc;
  competitor: Competitor;
  odds: number;
  fee: FeeParts & { total: number };
}

/** The bet's id: one per user and request, so a repeated request names the same bet. */
export const battleBetId = (uid: string, requestId: string) => `${uid}_${requestId}`;
/** The wager id the ledger keys derive from (unique across battles). */
export const battleWagerId = (battleId: string, betId: string) => `battle_${battleId}_${betId}`;

const refused = (message: string, details?: RefusalDetails) => new HttpsError('failed-precondition', message, details);

/**
 * A bet on one side of a battle, through the shared wager path: the gambling check, the battle open for betting,
 * the player-side rule, the odds the user saw against the published ones (the gamblingOddsChange preference), the
 * stake limits ($50 a bet, $300 a battle, or the user's lower limits), cash and credits, and a reserve battle's fee,
 * all in the wager's one transaction with the ledger debit (stake to wagers_held, fee to prize and house), the bet,
 * its chest shard and the user's position on the battle. The odds and the chest total are republished after.
 */
export const createBattleBet = defineCallable('createBattleBet', {}, (data, context) => placeBattleBet(context.uid, data, context.raw));

/** createBattleBet's work for `uid` (the demo seed and the benchmark place bets the same way). */
export async function placeBattleBet(uid: string, data: CallableRequest<'createBattleBet'>, raw: FirebaseCallableRequest<unknown>): Promise<BattleBetResponse> {
  const stake = { cash: data.balance, credits: data.credits };
  const amount = stakeValue(stake);
  const betId = battleBetId(uid, data.requestId);
  const betRef = db.doc(battlePaths.bet(data.battleId, betId));
  const shardRef = db.doc(battlePaths.chestShard(data.battleId, Math.floor(Math.random() * CHEST_SHARDS)));
  const ref = battleRef(data.battleId);

  const response = await placeWager<BetRead, BattleBetResponse>({
    uid,
    raw,
    requestId: data.requestId,
    callable: 'createBattleBet',
    type: 'bet_placed',
    wagerId: battleWagerId(data.battleId, betId),
    stake,
    limits: { perBet: BATTLE_BET_CAP_CENTS, perMatch: BATTLE_MATCH_CAP_CENTS, matchKey: data.battleId, labels: BATTLE_LIMIT_LABELS },
    reference: { kind: 'battle', id: data.battleId },
    notifications: ({ battle, competitor, odds }) => [
      {
        type: 'battle_bet_placed',
        variables: { amount, battleId: battle.id, competitor: competitor.name, competitors: battle.competitors.map((side) => side.name), odds },
      },
    ],
    reads: [ref],
    read: (_tx, docs) => {
      const snap = snapshotIn(docs, ref);
      if (!snap.exists) throw new HttpsError('not-found', battleMessages.battleNotFound);
      const battle = snap.data() as BattleDoc;
      if (!isBettable({ status: battle.status, scheduledAtMs: battle.scheduledAt.toMillis() }, Date.now())) throw refused(battleMessages.notBettable);
      const competitor = battle.competitors.find((item) => item.id === data.competitorId);
      if (!competitor) throw new HttpsError('not-found', battleMessages.competitorNotFound);
      if (battle.playerIds.includes(uid) && !Object.keys(competitor.players).includes(uid)) throw refused(battleMessages.wrongSide);
      const published = battle.odds.competitors[competitor.id]?.value ?? competitor.startingOdds;
      const user = snapshotIn(docs, db.doc(corePaths.user(uid))).data() as Partial<UserDoc> | undefined;
      if (!acceptsOdds(data.odds, published, oddsChangePreferenceOf(user?.preferences))) {
        throw refused(battleMessages.oddsChanged, { reason: 'odds-changed', odds: published });
      }
      return { battle, competitor, odds: published, fee: betFee(amount, published, battle.type, battle.useReserve) };
    },
    fee: ({ fee }) => [
      { bucket: 'prize', amount: fee.prize },
      { bucket: 'house', amount: fee.house },
      { bucket: 'earnings', amount: fee.earnings },
    ],
    write: (tx, placed) => {
      const { battle, competitor, odds, fee } = placed.read;
      const bet: BattleBetDoc<FieldValue> = {
        id: betId,
        user: { id: uid },
        battle: { id: battle.id, type: battle.type, slug: battle.slug },
        competitor: { id: competitor.id, name: competitor.name, type: competitor.type, role: competitor.role },
        game: battle.game,
        context: 'battle',
        amount,
        balance: stake.cash,
        credits: stake.credits,
        fee: fee.total,
        feeParts: { prize: fee.prize, house: fee.house, earnings: fee.earnings },
        odds: { value: odds },
        status: 'open',
        payout: 0,
        sessionId: placed.sessionId,
        timestamp: FieldValue.serverTimestamp(),
      };
      tx.create(betRef, bet);
      tx.set(
        shardRef,
        { total: FieldValue.increment(amount), count: FieldValue.increment(1), stakes: { [competitor.id]: FieldValue.increment(amount) } },
        { merge: true },
      );
      return respond(betId, amount, stake, fee.total, odds, placed.ledger.account.balance);
    },
  });
  await publishBattleOdds(data.battleId).catch((error: unknown) => logger.error(`publishing odds of ${data.battleId} failed`, error));
  return response;
}

function respond(betId: string, amount: number, stake: { cash: number; credits: number }, fee: number, odds: number, balanceAfter: number) {
  return { betId, amount, balance: stake.cash, credits: stake.credits, fee, odds, balanceAfter };
}
