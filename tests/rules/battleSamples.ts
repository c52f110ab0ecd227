/** Battle, game, odds, bet, chest and team documents as the battle callables write them, for the rules tests. */
import { READ_ONLY, timestampAt, type DocumentData, type UnownedMatrix } from './support';

const at = (iso: string) => timestampAt(Date.parse(iso));

/** Public documents: everyone reads, nobody writes from a client. */
export const PUBLIC_READ: UnownedMatrix = {
  visitor: READ_ONLY,
  other: READ_ONLY,
  streamer: READ_ONLY,
  organizer: READ_ONLY,
  admin: READ_ONLY,
  superAdmin: READ_ONLY,
};

const competitor = (id: string, role: string) => ({
  id,
  name: id,
  type: 'player',
  role,
  avatar: null,
  startingOdds: 2,
  players: { [id]: { id, name: id, role: 'captain' } },
});

export function sampleBattle(id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    slug: id,
    type: 'player',
    series: 3,
    scheduledAt: at('2026-12-01T18:00:00Z'),
    status: 'scheduled',
    game: { type: 'valorant', mode: 'competitive' },
    competitors: [competitor('alpha', 'challenger'), competitor('bravo', 'opponent')],
    playerIds: ['alpha', 'bravo'],
    useReserve: false,
    editorIds: ['olive-organizer'],
    lastEditedBy: 'olive-organizer',
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
    winnerId: null,
    results: { alpha: { wins: 0, losses: 0 }, bravo: { wins: 0, losses: 0 } },
    odds: { competitors: { alpha: { value: 1.9 }, bravo: { value: 1.9 } }, updatedAt: at('2026-11-01T00:00:00Z') },
    chest: { target: 25_000, total: 0, count: 0, stakes: {} },
    reviewEndsAt: null,
    closed: false,
    ...overrides,
  };
}

export function sampleGame(battleId: string, number: number, overrides: DocumentData = {}): DocumentData {
  return {
    id: `${battleId}_game${number}`,
    battleId,
    number,
    type: 'valorant',
    mode: 'competitive',
    status: 'live',
    competitors: {},
    results: null,
    winnerId: null,
    startedAt: at('2026-12-01T18:00:00Z'),
    endedAt: null,
    createdAt: at('2026-12-01T18:00:00Z'),
    updatedAt: at('2026-12-01T18:00:00Z'),
    ...overrides,
  };
}

export function sampleOddsSnapshot(overrides: DocumentData = {}): DocumentData {
  return { competitors: { alpha: { value: 1.9 }, bravo: { value: 1.9 } }, betCount: 0, createdAt: at('2026-11-01T00:00:00Z'), ...overrides };
}

export function sampleBet(battleId: string, uid: string, overrides: DocumentData = {}): DocumentData {
  return {
    id: `${battleId}_${uid}`,
    user: { id: uid },
    battle: { id: battleId, type: 'player', slug: battleId },
    competitor: { id: 'alpha', name: 'alpha', type: 'player', role: 'challenger' },
    game: { type: 'valorant', mode: 'competitive' },
    context: 'battle',
    amount: 2_000,
    balance: 2_000,
    credits: 0,
    fee: 0,
    feeParts: { prize: 0, house: 0, earnings: 0 },
    odds: { value: 1.9 },
    status: 'open',
    payout: 0,
    sessionId: null,
    timestamp: at('2026-11-02T00:00:00Z'),
    ...overrides,
  };
}

export function sampleTeam(id: string, overrides: DocumentData = {}): DocumentData {
  return {
    id,
    name: `Team ${id}`,
    nameLower: `team ${id}`.toLowerCase(),
    editorId: 'olive-organizer',
    players: {
      alpha: { id: 'alpha', name: 'alpha', avatar: null, role: 'captain', accepted: true },
      charlie: { id: 'charlie', name: 'charlie', avatar: null, role: 'player', accepted: true },
    },
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}
