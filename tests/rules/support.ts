/**
 * Shared helpers for the security rules tests: the roles under test, a rules test environment per file, a
 * Firestore (or Storage) client per role, and a runner that turns a role x operation matrix into one test per cell.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import 'firebase/compat/storage';
import { afterAll, beforeAll, it } from 'vitest';
import { claimsForRoles, type AssignableRole } from '../../functions/src/shared/core/roles';
import { PROJECT_ID, firestoreHost, storageHost } from '../support/env';
import type { HouseEntry } from '../../functions/src/shared/ledger/types';
import type { OrderDoc, PayoutDoc } from '../../functions/src/shared/wallet/types';
import type { UserDoc } from '../../functions/src/shared/users/types';
import { skipWithReason } from '../support/skip';
import type { AuditEntry } from '../../functions/src/shared/support/types';

// Denied requests are the point of these tests; the SDK would log each one as an error.
firebase.firestore.setLogLevel('silent');

export type Db = firebase.firestore.Firestore;
export type DocumentData = firebase.firestore.DocumentData;
export type Storage = firebase.storage.Storage;

export const serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();
export const deleteField = () => firebase.firestore.FieldValue.delete();
export const timestampAt = (millis: number) => firebase.firestore.Timestamp.fromMillis(millis);

/** Who makes the request. `owner` is the user a document or file belongs to; `other` is any other plain user. */
export const ROLES = ['visitor', 'other', 'owner', 'streamer', 'organizer', 'admin', 'superAdmin'] as const;
export type RoleName = (typeof ROLES)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export const ALLOW = 'allow';
export const DENY = 'deny';
export type Outcome = typeof ALLOW | typeof DENY;
export type Row = Record<Operation, Outcome>;

/** Every role for paths that belong to a user; every role but `owner` for paths that belong to nobody. */
export type OwnedMatrix = Record<RoleName, Row>;
export type UnownedMatrix = Record<Exclude<RoleName, 'owner'>, Row>;

/** Shorthand rows. */
export const row = (get: Outcome, list: Outcome, create: Outcome, update: Outcome, del: Outcome): Row => ({
  get,
  list,
  create,
  update,
  delete: del,
});
export const NOTHING = row(DENY, DENY, DENY, DENY, DENY);
export const READ_ONLY = row(ALLOW, ALLOW, DENY, DENY, DENY);
export const EVERYTHING = row(ALLOW, ALLOW, ALLOW, ALLOW, ALLOW);

/** Server-only documents, and paths no rule opens: no role reads or writes them from a client. */
export const SERVER_ONLY: UnownedMatrix = {
  visitor: NOTHING,
  other: NOTHING,
  streamer: NOTHING,
  organizer: NOTHING,
  admin: NOTHING,
  superAdmin: NOTHING,
};

/** Server-only records of a user: not even the owner reads them. */
export const SERVER_ONLY_OWNED: OwnedMatrix = { ...SERVER_ONLY, owner: NOTHING };

/** Server-written records nobody writes from a client and only admins read. */
export const ADMINS_READ: UnownedMatrix = {
  visitor: NOTHING,
  other: NOTHING,
  streamer: NOTHING,
  organizer: NOTHING,
  admin: READ_ONLY,
  superAdmin: READ_ONLY,
};

/** Server-written records of a user: the owner and admins read them, nobody writes them from a client. */
export const OWNER_AND_ADMINS_READ: OwnedMatrix = { ...ADMINS_READ, owner: READ_ONLY };

/** Signed-in actors other than the owner: fixed uids and the roles their tokens carry. */
export const ACTORS: Record<Exclude<RoleName, 'visitor' | 'owner'>, { uid: string; roles: AssignableRole[] }> = {
  other: { uid: 'mallory', roles: [] },
  streamer: { uid: 'sam-streamer', roles: ['streamer'] },
  organizer: { uid: 'olive-organizer', roles: ['organizer'] },
  admin: { uid: 'ada-admin', roles: ['admin'] },
  superAdmin: { uid: 'root-superadmin', roles: ['superAdmin'] },
};

/** The uid a signed-in role uses (`owner` signs in as `ownerUid`). */
export function uidFor(role: Exclude<RoleName, 'visitor'>, ownerUid: string): string {
  return role === 'owner' ? ownerUid : ACTORS[role].uid;
}

/** The claims a signed-in role's ID token carries, built the way the server sets them (the owner is a plain user). */
export function tokenFor(role: Exclude<RoleName, 'visitor'>): TokenOptions {
  return claimsForRoles(role === 'owner' ? [] : ACTORS[role].roles);
}

function hostAndPort(value: string): { host: string; port: number } {
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

function readRules(file: string): string {
  return readFileSync(join(import.meta.dirname, '..', '..', file), 'utf8');
}

export interface RulesHarness {
  env(): RulesTestEnvironment;
  /** A Firestore client signed in as `role`; `ownerUid` is the uid the owner role signs in with. */
  db(role: RoleName, ownerUid?: string): Db;
  /** A Firestore client whose ID token carries exactly `token` (for claim-forgery tests). */
  dbWithToken(uid: string, token: TokenOptions): Db;
  /** A Storage client signed in as `role` (only when the Storage emulator runs). */
  storage(role: RoleName, ownerUid?: string): Storage;
  /** Writes through Firestore with security rules disabled (test data). */
  seed(write: (db: Db) => Promise<unknown>): Promise<void>;
  /** Writes through Storage with security rules disabled (test data). */
  seedStorage(write: (storage: Storage) => Promise<unknown>): Promise<void>;
}

/**
 * Creates a rules test environment for the current test file (loading firestore.rules, and storage.rules when
 * the Storage emulator runs) and cleans it up after the file.
 */
export function useRulesEnvironment(options: { storage?: boolean } = {}): RulesHarness {
  let testEnv: RulesTestEnvironment | null = null;
  const clients = new Map<string, Db | Storage>();

  beforeAll(async () => {
    const storage = options.storage ? storageHost() : null;
    testEnv = await initializeTestEnvironment({
      // A project of the file's own in the emulators: files run side by side without seeing each other's data,
      // and no write here reaches the functions emulator's triggers (they listen on the app's project).
      projectId: `${PROJECT_ID}-rules-${randomUUID().slice(0, 8)}`,
      firestore: { ...hostAndPort(firestoreHost()), rules: readRules('firestore.rules') },
      ...(storage ? { storage: { ...hostAndPort(storage), rules: readRules('storage.rules') } } : {}),
    });
  });

  afterAll(async () => {
    clients.clear();
    await testEnv?.clearFirestore();
    await testEnv?.cleanup();
  });

  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The rules test environment is not initialised (use it inside tests).');
    return testEnv;
  };

  function cached<T extends Db | Storage>(key: string, create: () => T): T {
    let client = clients.get(key);
    if (!client) {
      client = create();
      clients.set(key, client);
    }
    return client as T;
  }

  /** A test context for `role` and a cache key naming who it signs in as. */
  function contextFor(role: RoleName, ownerUid: string | undefined) {
    if (role === 'visitor') return { key: 'visitor', context: () => env().unauthenticatedContext() };
    if (role === 'owner' && !ownerUid) throw new Error('The owner role needs the uid of the owner.');
    const uid = uidFor(role, ownerUid ?? '');
    return { key: `${role}:${uid}`, context: () => env().authenticatedContext(uid, tokenFor(role)) };
  }

  return {
    env,
    db: (role, ownerUid) => {
      const { key, context } = contextFor(role, ownerUid);
      return cached(`firestore:${key}`, () => context().firestore());
    },
    dbWithToken: (uid, token) =>
      cached(`firestore:token:${uid}:${JSON.stringify(token)}`, () => env().authenticatedContext(uid, token).firestore()),
    storage: (role, ownerUid) => {
      const { key, context } = contextFor(role, ownerUid);
      return cached(`storage:${key}`, () => context().storage());
    },
    seed: (write) => env().withSecurityRulesDisabled(async (context) => void (await write(context.firestore()))),
    seedStorage: (write) => env().withSecurityRulesDisabled(async (context) => void (await write(context.storage()))),
  };
}

/** Asserts that the rules allow or deny the request. */
export async function expectOutcome(outcome: Outcome, request: Promise<unknown>): Promise<void> {
  if (outcome === ALLOW) await assertSucceeds(request);
  else await assertFails(request);
}

export interface Cell {
  role: RoleName;
  operation: Operation;
  /** Unique within the matrix; use it for ids so that cells never share documents. */
  key: string;
}

/** Sets up the data a cell needs, then returns the request to check. */
export type PrepareCell = (cell: Cell) => Promise<() => Promise<unknown>>;

/**
 * One test per role and operation, named like "users/{uid}: admin can list". With `skip`, every cell is
 * reported as skipped with that reason.
 */
export function describeMatrix(
  label: string,
  matrix: OwnedMatrix | UnownedMatrix,
  prepare: PrepareCell,
  options: { skip?: string | null } = {},
): void {
  for (const role of ROLES) {
    const cells: Row | undefined = (matrix as Partial<Record<RoleName, Row>>)[role];
    if (!cells) continue;
    for (const operation of OPERATIONS) {
      const outcome = cells[operation];
      it(`${label}: ${role} ${outcome === ALLOW ? 'can' : 'cannot'} ${operation}`, async (context) => {
        if (options.skip) skipWithReason(context, options.skip);
        const request = await prepare({ role, operation, key: `${role}-${operation}` });
        await expectOutcome(outcome, request());
      });
    }
  }
}

/** A Firestore path under test, for the matrix runner. */
export interface FirestoreTarget {
  label: string;
  /** The document a cell works on. `ownerUid` plays the owner; `id` is unique per cell. */
  doc(ownerUid: string, id: string): string;
  /** The collection a list cell queries (the whole collection, no filters, unless `query` is given). */
  collection(ownerUid: string): string;
  /**
   * The query a list cell runs instead of the whole collection, for paths whose rules only allow lists
   * constrained to the owner's documents (such as `where('userId', '==', ownerUid)`).
   */
  query?(db: Db, ownerUid: string): firebase.firestore.Query;
  /** The stored document, written before get, list, update and delete cells. */
  existing(ownerUid: string, id: string): DocumentData;
  /** What a create cell writes to a document that does not exist yet. */
  created(ownerUid: string, id: string): DocumentData;
  /** The fields an update cell changes. */
  updated(): DocumentData;
}

/** Runs a role x operation matrix against a Firestore path. Each cell uses its own owner uid and document. */
export function describeFirestoreMatrix(
  harness: RulesHarness,
  target: FirestoreTarget,
  matrix: OwnedMatrix | UnownedMatrix,
): void {
  describeMatrix(target.label, matrix, async ({ role, operation, key }) => {
    const ownerUid = `owner-${key}`;
    const path = target.doc(ownerUid, key);
    if (operation !== 'create') await harness.seed((db) => db.doc(path).set(target.existing(ownerUid, key)));
    const db = harness.db(role, ownerUid);
    switch (operation) {
      case 'get':
        return () => db.doc(path).get();
      case 'list':
        return () => (target.query ? target.query(db, ownerUid) : db.collection(target.collection(ownerUid))).get();
      case 'create':
        return () => db.doc(path).set(target.created(ownerUid, key));
      case 'update':
        return () => db.doc(path).update(target.updated());
      case 'delete':
        return () => db.doc(path).delete();
    }
  });
}

/** A complete users/{uid} document as the server writes it; an override of `undefined` leaves that field out. */
export function sampleUser(uid: string, overrides: DocumentData = {}): DocumentData {
  const user: UserDoc<firebase.firestore.Timestamp> = {
    id: uid,
    username: uid,
    usernameLower: uid.toLowerCase(),
    email: `${uid}@example.test`,
    image: null,
    isVerified: false,
    isNew: true,
    isAdmin: false,
    superAdmin: false,
    roles: ['user'],
    features: { betting: false, bets: { enabled: false }, challenges: { enabled: false, custom: false } },
    account: {
      balance: 2_500,
      credits: 1,
      bonus: { balance: 0, credits: 0 },
      wagers: { total: 0, credits: 0, cash: 0, count: 0 },
    },
    signInMethod: 'email',
    referredBy: null,
    timestamp: timestampAt(Date.parse('2026-01-01T00:00:00Z')),
  };
  return Object.fromEntries(Object.entries({ ...user, ...overrides }).filter(([, value]) => value !== undefined));
}

/** A users/{uid}/transactions entry as the server writes it. */
export function sampleTransaction(id: string, overrides: DocumentData = {}): DocumentData {
  return {
    type: 'add_balance',
    timestamp: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
    amount: 2_500,
    credits: 0,
    bonusChestCredits: 0,
    tipAmount: 0,
    fee: 0,
    netAmount: 2_500,
    balanceAfter: 2_500,
    creditsAfter: 1,
    bonusChestCreditsAfter: 0,
    sessionId: null,
    streamerName: null,
    reason: null,
    reference: { kind: 'deposit', id },
    idempotencyKey: `request-${id}`,
    ...overrides,
  };
}

/** A users/{uid}/notifications entry as the server writes it. */
export function sampleNotification(overrides: DocumentData = {}): DocumentData {
  return {
    type: 'deposit',
    timestamp: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
    variables: { amount: 2_500 },
    ...overrides,
  };
}

type Stamp = firebase.firestore.Timestamp;

/** An orders/{gateway}_{providerId} document as the server writes it once the provider confirmed the payment. */
export function sampleOrder(userId: string, providerId: string, overrides: DocumentData = {}): DocumentData {
  const order: OrderDoc<Stamp> = {
    userId,
    gateway: 'paypal',
    providerId,
    status: 'completed',
    amount: 2_500,
    providerAmount: { value: 2_500, currency: 'USD' },
    requestId: `request-${providerId}`,
    sessionId: null,
    bonusCredits: 0,
    createdAt: timestampAt(Date.parse('2026-01-02T00:00:00Z')),
    completedAt: timestampAt(Date.parse('2026-01-02T00:00:05Z')),
    failureReason: null,
  };
  return { ...order, ...overrides };
}

/** A payouts/{uid}_{requestId} document as the server writes it when the payout is requested. */
export function samplePayout(userId: string, requestId: string, overrides: DocumentData = {}): DocumentData {
  const payout: PayoutDoc<Stamp> = {
    userId,
    gateway: 'paypal',
    status: 'pending',
    amount: 1_000,
    providerAmount: { value: 1_000, currency: 'USD' },
    providerId: null,
    email: `${userId}@example.test`,
    requestId,
    sessionId: null,
    createdAt: timestampAt(Date.parse('2026-01-03T00:00:00Z')),
    updatedAt: timestampAt(Date.parse('2026-01-03T00:00:00Z')),
    failureReason: null,
  };
  return { ...payout, ...overrides };
}

/** A houseLedger/{id} entry as the ledger writes it. */
export function sampleHouseEntry(uid: string | null, key: string, overrides: DocumentData = {}): DocumentData {
  const entry: HouseEntry<Stamp> = {
    bucket: 'payouts_in_flight',
    amount: 1_000,
    uid,
    type: 'payout',
    idempotencyKey: key,
    reference: { kind: 'payout', id: key },
    timestamp: timestampAt(Date.parse('2026-01-03T00:00:00Z')),
  };
  return { ...entry, ...overrides };
}

/** A users/{uid}/requests/{requestId} document: the stored first response of a money-moving request. */
export function sampleStoredRequest(overrides: DocumentData = {}): DocumentData {
  return {
    callable: 'makePayout',
    response: { status: 'pending', amount: 1_000 },
    timestamp: timestampAt(Date.parse('2026-01-03T00:00:00Z')),
    ...overrides,
  };
}

/** An auditLog/{id} entry as the support desk writes it. */
export function sampleAuditEntry(targetUserId: string, requestId: string, overrides: DocumentData = {}): DocumentData {
  const entry: AuditEntry<Stamp> = {
    action: 'setBettingEligibility',
    actor: { uid: ACTORS.superAdmin.uid, email: `${ACTORS.superAdmin.uid}@example.test` },
    targetUserId,
    before: { betting: true },
    after: { betting: false },
    reason: 'Customer asked to stop betting',
    requestId,
    timestamp: timestampAt(Date.parse('2026-01-04T00:00:00Z')),
  };
  return { ...entry, ...overrides };
}
