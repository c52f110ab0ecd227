import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { readAppSettings } from '../remoteConfig/readRemoteConfig';
import type { BattleType } from '../shared/battles/constants';
import { battlePaths, oddsSnapshotId } from '../shared/battles/firestorePaths';
import { battleMessages } from '../shared/battles/messages';
import { competitorPlayersRefusal } from '../shared/battles/schemas';
import type { BattleDoc, Competitor, TeamDoc } from '../shared/battles/types';
import { corePaths } from '../shared/core/firestorePaths';
import type { CallableRequest } from '../shared/contract';
import type { UserDoc } from '../shared/users/types';
import { assertMayManage, BATTLE_MANAGERS, callerUid, notify } from './battleAccess';
import type { GameMode } from '../shared/games/catalogue';
import { oddsFor } from './publishOdds';

type Request = CallableRequest<'saveBattle'>;

const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24) || 'side';

/** The competitors chosen, read back from the streamers (player battle) or teams (team battle). */
async function resolveCompetitors(tx: Transaction, type: BattleType, inputs: Request['competitors']): Promise<Competitor[]> {
  const refs = inputs.map((input) => db.doc(type === 'player' ? corePaths.user(input.id) : battlePaths.team(input.id)));
  const snaps = await tx.getAll(...refs);
  return inputs.map((input, index) => {
    const data = snaps[index]?.data();
    if (!data) throw new HttpsError('invalid-argument', battleMessages.competitorsRequired);
    if (type === 'player') {
      const user = data as Partial<UserDoc>;
      if (!user.roles?.includes('streamer')) throw new HttpsError('invalid-argument', battleMessages.playerNotStreamer);
      const name = user.username ?? input.id;
      return { id: input.id, name, type, role: input.role, avatar: user.image ?? null, startingOdds: input.odds, players: { [input.id]: { id: input.id, name, role: 'captain' } } };
    }
    const team = data as TeamDoc;
    const players = Object.fromEntries(Object.values(team.players).map((player) => [player.id, { id: player.id, name: player.name, role: player.role }]));
    return { id: input.id, name: team.name, type, role: input.role, avatar: null, startingOdds: input.odds, players };
  });
}

/** What may not change once a battle has bets: everything but the scheduled time and the chest target. */
function fixedOnceBet(battle: Pick<BattleDoc, 'type' | 'series' | 'game' | 'useReserve' | 'competitors'>) {
  return JSON.stringify([
    battle.type,
    battle.series,
    battle.game.type,
    battle.game.mode,
    battle.useReserve,
    battle.competitors.map((competitor) => [competitor.id, competitor.role, competitor.startingOdds]),
  ]);
}

/**
 * Creates or edits a battle (organizers, admins). An organizer edits only battles they are an editor of; saving
 * adds the caller to editorIds. A battle is edited only while scheduled, and once it has bets only its time and
 * chest target change; a new time notifies every bettor (battle_rescheduled, with the old and new time).
 */
export const saveBattle = defineCallable('saveBattle', { allow: BATTLE_MANAGERS }, async (data, context) => {
  const uid = callerUid(context);
  const settings = (await readAppSettings()).battles;
  const existingRef = data.battleId ? db.doc(battlePaths.battle(data.battleId)) : null;
  const bettors = existingRef ? await db.collection(battlePaths.bets(data.battleId!)).where('status', '==', 'open').select('user').get() : null;

  return db.runTransaction(async (tx) => {
    const existingSnap = existingRef ? await tx.get(existingRef) : null;
    if (existingRef && !existingSnap?.exists) throw new HttpsError('not-found', battleMessages.battleNotFound);
    const existing = existingSnap?.data() as BattleDoc | undefined;
    if (existing) {
      assertMayManage(existing, context);
      if (existing.status !== 'scheduled') throw new HttpsError('failed-precondition', battleMessages.notEditable);
    }
    const competitors = await resolveCompetitors(tx, data.type, data.competitors);
    const sides = competitors.map((competitor) => Object.keys(competitor.players));
    const refusal = competitorPlayersRefusal(sides);
    if (refusal) throw new HttpsError('invalid-argument', refusal);

    const scheduledAt = Timestamp.fromMillis(data.scheduledAt);
    const target = data.chestTarget ?? existing?.chest.target ?? settings.chestTargets[data.type];
    const fields = {
      type: data.type,
      series: data.series,
      scheduledAt,
      game: { type: data.game.type, mode: data.game.mode as GameMode },
      competitors,
      playerIds: sides.flat(),
      useReserve: data.useReserve,
      lastEditedBy: uid,
      updatedAt: FieldValue.serverTimestamp(),
    };

    if (existing && existingRef) {
      const hasBets = existing.chest.count > 0 || (bettors?.size ?? 0) > 0;
      if (hasBets && fixedOnceBet(existing) !== fixedOnceBet({ ...fields })) throw new HttpsError('failed-precondition', battleMessages.notEditable);
      const chest = { ...existing.chest, target };
      const odds = hasBets ? existing.odds.competitors : oddsFor({ competitors, chest }, {}, settings.margin);
      tx.update(existingRef, {
        ...fields,
        chest,
        'odds.competitors': odds,
        'odds.updatedAt': FieldValue.serverTimestamp(),
        editorIds: FieldValue.arrayUnion(uid),
      });
      if (!hasBets) tx.set(db.doc(battlePaths.oddsSnapshot(existing.id, oddsSnapshotId(0))), { competitors: odds, betCount: 0, createdAt: FieldValue.serverTimestamp() });
      const oldTime = existing.scheduledAt.toMillis();
      if (oldTime !== data.scheduledAt) {
        const users = new Set(bettors?.docs.map((doc) => (doc.get('user') as { id: string }).id));
        for (const bettor of users) {
          notify(tx, bettor, { type: 'battle_rescheduled', variables: {
              battleId: existing.id,
              competitors: existing.competitors.map((side) => side.name),
              scheduleChange: { old: oldTime, new: data.scheduledAt },
            },
          });
        }
      }
      return { battleId: existing.id, slug: existing.slug };
    }

    const id = `${slugPart(competitors[0]!.name)}-vs-${slugPart(competitors[1]!.name)}-${db.collection('battles').doc().id.slice(0, 6).toLowerCase()}`;
    const chest = { target, total: 0, count: 0, stakes: {} };
    const odds = oddsFor({ competitors, chest }, {}, settings.margin);
    const battle: BattleDoc<FieldValue | Timestamp> = {
      ...fields,
      id,
      slug: id,
      status: 'scheduled',
      editorIds: [uid],
      createdAt: FieldValue.serverTimestamp(),
      winnerId: null,
      results: Object.fromEntries(competitors.map((competitor) => [competitor.id, { wins: 0, losses: 0 }])),
      odds: { competitors: odds, updatedAt: FieldValue.serverTimestamp() },
      chest,
      reviewEndsAt: null,
      closed: false,
    };
    tx.create(db.doc(battlePaths.battle(id)), battle);
    tx.create(db.doc(battlePaths.oddsSnapshot(id, oddsSnapshotId(0))), { competitors: odds, betCount: 0, createdAt: FieldValue.serverTimestamp() });
    return { battleId: id, slug: id };
  });
});
