import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import { battlePaths } from '../shared/battles/firestorePaths';
import { battleMessages } from '../shared/battles/messages';
import { statsRefusal } from '../shared/battles/schemas';
import { gameInOrder, nextBattleStatus, nextGameStatus, seriesResults, seriesWinner } from '../shared/battles/status';
import type { BattleGameDoc, PlayerResult } from '../shared/battles/types';
import type { BattleStatus } from '../shared/battles/constants';
import { statsFor, type GameStat } from '../shared/games/catalogue';
import { assertMayManage, BATTLE_MANAGERS, battleRef, chestFull, readBattle } from './battleAccess';

const refused = (message: string) => new HttpsError('failed-precondition', message);

/**
 * Records one game of a battle (organizers of the battle, admins): Start Game (pending -> live; the first one
 * takes the battle live and closes betting, and needs a full chest), Game Over (live -> review), then the result
 * (review -> over: the winner and each player's stats). Game N only after game N-1 is over; a game that is over
 * never changes. When a side has won the majority of the series the battle goes to review, its dispute window
 * ending `battleReviewMinutes` later.
 */
export const saveBattleGame = defineCallable('saveBattleGame', { allow: BATTLE_MANAGERS }, async (data, context) => {
  const { reviewMinutes } = (await readAppSettings()).battles;
  return db.runTransaction(async (tx) => {
    const battle = await readBattle(data.battleId, tx);
    assertMayManage(battle, context);
    const games = (await tx.get(db.collection(battlePaths.games(data.battleId)).orderBy('number'))).docs.map((doc) => doc.data() as BattleGameDoc);
    if (battle.status !== 'scheduled' && battle.status !== 'live') throw refused(battleMessages.battleNotRecordable);
    if (data.number > battle.series) throw refused(battleMessages.gameOrder);
    const current = games.find((game) => game.number === data.number);
    const earlier = games.filter((game) => game.number < data.number).map((game) => game.status);
    if (!gameInOrder(data.number, earlier)) throw refused(battleMessages.gameOrder);
    const status = current?.status ?? 'pending';
    if (status === 'over') throw refused(battleMessages.gameReadOnly);
    const next = nextGameStatus(status, data.action);
    if (!next) throw refused(battleMessages.gameTransition);

    const now = Timestamp.now();
    const ref = db.doc(battlePaths.game(data.battleId, data.number));
    const stamp = { updatedAt: FieldValue.serverTimestamp() };
    let battleStatus: BattleStatus = battle.status;

    if (data.action === 'start') {
      if (battle.status === 'scheduled') {
        if (!chestFull(battle)) throw refused(battleMessages.chestNotFull);
        battleStatus = nextBattleStatus('scheduled', 'start')!;
        tx.update(battleRef(battle.id), { status: battleStatus, ...stamp });
      }
      const game: BattleGameDoc<FieldValue | Timestamp> = {
        id: ref.id,
        battleId: battle.id,
        number: data.number,
        type: battle.game.type,
        mode: battle.game.mode,
        status: next,
        competitors: Object.fromEntries(
          battle.competitors.map((competitor) => [competitor.id, { id: competitor.id, name: competitor.name, type: competitor.type, role: competitor.role }]),
        ),
        results: null,
        winnerId: null,
        startedAt: now,
        endedAt: null,
        createdAt: now,
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.set(ref, game);
    } else if (data.action === 'end') {
      tx.update(ref, { status: next, endedAt: now, ...stamp });
    } else {
      const winnerId = data.winnerId!;
      if (!battle.competitors.some((competitor) => competitor.id === winnerId)) throw new HttpsError('invalid-argument', battleMessages.winnerRequired);
      const statNames: readonly GameStat[] = statsFor(battle.game.type, battle.game.mode);
      const stats = (data.stats ?? {}) as Record<string, Record<string, unknown>>;
      const players = battle.competitors.flatMap((competitor) => Object.keys(competitor.players).map((id) => ({ id, competitor })));
      const refusal = statsRefusal(stats, players.map((player) => player.id), statNames);
      if (refusal) throw new HttpsError('invalid-argument', refusal);
      const results: Record<string, PlayerResult> = Object.fromEntries(
        players.map(({ id, competitor }) => [
          id,
          {
            id,
            competitor: { id: competitor.id, type: competitor.type },
            win: competitor.id === winnerId,
            stats: Object.fromEntries(statNames.map((stat) => [stat, stats[id]![stat] as number])),
          },
        ]),
      );
      tx.update(ref, { status: next, winnerId, results: { players: results }, ...stamp });

      const winners = [...games.filter((game) => game.status === 'over' && game.number !== data.number).map((game) => game.winnerId!), winnerId];
      const seriesResult = seriesResults(battle.competitors.map((competitor) => competitor.id), winners);
      const seriesWon = seriesWinner(battle.series, seriesResult);
      if (seriesWon) battleStatus = nextBattleStatus(battle.status, 'decide') ?? battle.status;
      tx.update(battleRef(battle.id), {
        results: seriesResult,
        ...(seriesWon
          ? { status: battleStatus, winnerId: seriesWon, reviewEndsAt: Timestamp.fromMillis(now.toMillis() + reviewMinutes * 60_000) }
          : {}),
        ...stamp,
      });
    }
    return { battleId: battle.id, gameStatus: next, battleStatus };
  });
});
