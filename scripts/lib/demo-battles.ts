/**
 * Demo battles for `npm run dev`: streamers and teams, and a battle in every status (open for betting with bets on
 * both sides, live, in review, final and cancelled). Bets go through the same code as createBattleBet, settlement
 * and cancellation through the battles' own code, so the books balance. Skipped when the demo battles exist.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../../functions/src/core/admin';
import { runLedger } from '../../functions/src/ledger/ledger';
import { placeBattleBet } from '../../functions/src/battles/createBattleBet';
import { closeBattle } from '../../functions/src/battles/closeBattle';
import { oddsFor } from '../../functions/src/battles/publishOdds';
import { beginSettlement, finalizeBattle, settleOpenBets } from '../../functions/src/battles/settleBattle';
import { battlePaths, gameId, oddsSnapshotId } from '../../functions/src/shared/battles/firestorePaths';
import type { BattleDoc, Competitor, TeamDoc } from '../../functions/src/shared/battles/types';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import type { GameMode, GameType } from '../../functions/src/shared/games/catalogue';
import { DEFAULT_BATTLE_SETTINGS } from '../../functions/src/shared/battles/settings';

const HOUR = 3_600_000;
const RAW = { data: {}, rawRequest: { ip: '127.0.0.1', headers: {} } } as unknown as CallableRequest<unknown>;
const STREAMERS = ['kira_volt', 'rex_nova', 'luna_frag', 'zed_pulse'];
const FANS = ['fan_ace', 'fan_byte', 'fan_clutch', 'fan_drift'];
/** The demo battle open for betting, with bets on both sides (its slug is its id). */
export const DEMO_OPEN_BATTLE = 'demo-open-kira-vs-rex';

async function demoUser(username: string, streamer: boolean, cash: number): Promise<string> {
  const uid = `demo-${username}`;
  await db.doc(corePaths.user(uid)).set({
    id: uid,
    username,
    usernameLower: username,
    image: null,
    email: `${username}@clutchpot.test`,
    roles: streamer ? ['user', 'streamer'] : ['user'],
    isVerified: true,
    isAdmin: false,
    superAdmin: false,
    features: { betting: true, bets: { enabled: true }, challenges: { enabled: true, custom: true } },
    account: { balance: 0, credits: 0, bonus: { balance: 0, credits: 0 }, wagers: { total: 0, credits: 0, cash: 0, count: 0 } },
  });
  if (cash > 0) await runLedger([{ uid, idempotencyKey: 'demo_opening_balance', type: 'system_adjustment', cash, reason: 'demo_opening_balance' }]);
  return uid;
}

function player(uid: string, name: string, role: Competitor['role']): Competitor {
  return { id: uid, name, type: 'player', role, avatar: null, startingOdds: 2, players: { [uid]: { id: uid, name, role: 'captain' } } };
}

function team(doc: TeamDoc<unknown>, role: Competitor['role'], startingOdds: number): Competitor {
  const players = Object.fromEntries(Object.values(doc.players).map((p) => [p.id, { id: p.id, name: p.name, role: p.role }]));
  return { id: doc.id, name: doc.name, type: 'team', role, avatar: null, startingOdds, players };
}

async function createBattle(id: string, competitors: Competitor[], game: { type: GameType; mode: GameMode }, options: { series: number; target: number; reserve: boolean; editor: string }) {
  const chest = { target: options.target, total: 0, count: 0, stakes: {} };
  const odds = oddsFor({ competitors, chest }, {}, DEFAULT_BATTLE_SETTINGS.margin);
  const now = FieldValue.serverTimestamp();
  await db.doc(battlePaths.battle(id)).set({
    id,
    slug: id,
    type: competitors[0]!.type,
    series: options.series,
    scheduledAt: Timestamp.fromMillis(Date.now() + 20 * HOUR),
    status: 'scheduled',
    game,
    competitors,
    playerIds: competitors.flatMap((side) => Object.keys(side.players)),
    useReserve: options.reserve,
    editorIds: [options.editor],
    lastEditedBy: options.editor,
    createdAt: now,
    updatedAt: now,
    winnerId: null,
    results: Object.fromEntries(competitors.map((side) => [side.id, { wins: 0, losses: 0 }])),
    odds: { competitors: odds, updatedAt: now },
    chest,
    reviewEndsAt: null,
    closed: false,
  });
  await db.doc(battlePaths.oddsSnapshot(id, oddsSnapshotId(0))).set({ competitors: odds, betCount: 0, createdAt: now });
}

let request = 0;
async function bet(uid: string, battleId: string, competitorId: string, cash: number) {
  const battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
  request += 1;
  await placeBattleBet(uid, { requestId: `demo_bet_${battleId}_${request}`.slice(0, 64), battleId, competitorId, balance: cash, credits: 0, odds: battle.odds.competitors[competitorId]!.value }, RAW);
}

/** Records games as saveBattleGame does: `winners` over, then the next one live when `liveNext`. */
async function recordGames(battleId: string, winners: string[], liveNext: boolean) {
  const battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
  const start = Date.now() - (winners.length + 1) * 40 * 60_000;
  const games = [...winners.map((winnerId, index) => ({ number: index + 1, winnerId, status: 'over' })), ...(liveNext ? [{ number: winners.length + 1, winnerId: null, status: 'live' }] : [])];
  for (const game of games) {
    const startedAt = Timestamp.fromMillis(start + (game.number - 1) * 40 * 60_000);
    const players = battle.competitors.flatMap((side) =>
      Object.keys(side.players).map((id) => [id, { id, competitor: { id: side.id, type: side.type }, win: side.id === game.winnerId, stats: { kills: 8 + ((id.length * game.number) % 11), deaths: 4 + (game.number % 5) } }]),
    );
    await db.doc(battlePaths.game(battleId, game.number)).set({
      id: gameId(battleId, game.number),
      battleId,
      number: game.number,
      type: battle.game.type,
      mode: battle.game.mode,
      status: game.status,
      competitors: Object.fromEntries(battle.competitors.map((side) => [side.id, { id: side.id, name: side.name, type: side.type, role: side.role }])),
      results: game.status === 'over' ? { players: Object.fromEntries(players) } : null,
      winnerId: game.winnerId,
      startedAt,
      endedAt: game.status === 'over' ? Timestamp.fromMillis(startedAt.toMillis() + 35 * 60_000) : null,
      createdAt: startedAt,
      updatedAt: startedAt,
    });
  }
  const ids = battle.competitors.map((side) => side.id);
  const results = Object.fromEntries(ids.map((id) => [id, { wins: winners.filter((w) => w === id).length, losses: winners.filter((w) => w !== id).length }]));
  return results;
}

export async function seedBattles(organizerUid: string, bettorUid: string): Promise<boolean> {
  if ((await db.doc(battlePaths.battle(DEMO_OPEN_BATTLE)).get()).exists) return false;
  const streamers = await Promise.all(STREAMERS.map((name) => demoUser(name, true, 0)));
  const fans = await Promise.all(FANS.map((name) => demoUser(name, false, 20_000)));
  const [kira, rex, luna, zed] = streamers as [string, string, string, string];
  const now = FieldValue.serverTimestamp();
  const teamDoc = (id: string, name: string, members: [string, string][]): TeamDoc<unknown> => ({
    id,
    name,
    nameLower: name.toLowerCase(),
    editorId: organizerUid,
    players: Object.fromEntries(members.map(([uid, role]) => [uid, { id: uid, name: uid.replace('demo-', ''), avatar: null, role: role as 'captain' | 'player', accepted: true }])),
    createdAt: now,
    updatedAt: now,
  });
  const owls = teamDoc('team_demo_owls', 'Night Owls', [[kira, 'captain'], [luna, 'player']]);
  const wolves = teamDoc('team_demo_wolves', 'Iron Wolves', [[rex, 'captain'], [zed, 'player']]);
  await Promise.all([owls, wolves].map((doc) => db.doc(battlePaths.team(doc.id)).set(doc)));
  const editor = organizerUid;

  // Open for betting, with bets on both sides.
  const open = DEMO_OPEN_BATTLE;
  await createBattle(open, [player(kira, 'kira_volt', 'challenger'), player(rex, 'rex_nova', 'opponent')], { type: 'valorant', mode: 'competitive' }, { series: 3, target: 25_000, reserve: true, editor });
  await bet(bettorUid, open, kira, 2_000);
  await bet(fans[0]!, open, rex, 3_500);
  await bet(fans[1]!, open, kira, 1_500);

  // Live: a team battle in its second game.
  const live = 'demo-live-owls-vs-wolves';
  await createBattle(live, [team(owls, 'challenger', 1.8), team(wolves, 'opponent', 2.25)], { type: 'counter_strike', mode: 'premier' }, { series: 3, target: 5_000, reserve: false, editor });
  for (const [index, fan] of fans.entries()) await bet(fan, live, index % 2 ? wolves.id : owls.id, 2_000);
  const liveResults = await recordGames(live, [owls.id], true);
  await db.doc(battlePaths.battle(live)).update({ status: 'live', results: liveResults, scheduledAt: Timestamp.fromMillis(Date.now() - HOUR) });

  // In review: decided, inside the dispute window.
  const review = 'demo-review-luna-vs-zed';
  await createBattle(review, [player(luna, 'luna_frag', 'challenger'), player(zed, 'zed_pulse', 'opponent')], { type: 'cod', mode: 'warzone' }, { series: 3, target: 2_000, reserve: false, editor });
  await bet(fans[2]!, review, luna, 1_500);
  await bet(fans[3]!, review, zed, 1_500);
  const reviewResults = await recordGames(review, [luna, zed, luna], false);
  await db.doc(battlePaths.battle(review)).update({ status: 'review', results: reviewResults, winnerId: luna, reviewEndsAt: Timestamp.fromMillis(Date.now() + DEFAULT_BATTLE_SETTINGS.reviewMinutes * 60_000), scheduledAt: Timestamp.fromMillis(Date.now() - 3 * HOUR) });

  // Final: settled, winners paid and the prize paid to the winner.
  const final = 'demo-final-rex-vs-luna';
  await createBattle(final, [player(rex, 'rex_nova', 'challenger'), player(luna, 'luna_frag', 'opponent')], { type: 'apex_legends', mode: 'battle_royale' }, { series: 1, target: 2_000, reserve: true, editor });
  await bet(bettorUid, final, rex, 1_000);
  await bet(fans[1]!, final, luna, 1_500);
  const finalResults = await recordGames(final, [rex], false);
  await db.doc(battlePaths.battle(final)).update({ status: 'review', results: finalResults, winnerId: rex, reviewEndsAt: Timestamp.fromMillis(Date.now()), scheduledAt: Timestamp.fromMillis(Date.now() - 26 * HOUR) });
  await beginSettlement(final, Date.now());
  await settleOpenBets(final, { kind: 'result', winnerId: rex }, { now: Date.now() });
  await finalizeBattle(final);

  // Cancelled: the chest never filled; its bet was refunded.
  const cancelled = 'demo-cancelled-zed-vs-kira';
  await createBattle(cancelled, [player(zed, 'zed_pulse', 'challenger'), player(kira, 'kira_volt', 'opponent')], { type: 'fifa', mode: 'fc24' }, { series: 5, target: 50_000, reserve: false, editor });
  await bet(fans[3]!, cancelled, kira, 1_000);
  await closeBattle(cancelled, 'cancel', null);
  return true;
}
