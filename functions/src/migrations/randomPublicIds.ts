import { FieldValue, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../core/admin';
import { randomPublicId } from '../core/publicId';
import { CHALLENGE_COLLECTIONS } from '../shared/challenges/firestorePaths';
import type { ContributionDoc } from '../shared/challenges/types';
import { EVENT_COLLECTIONS } from '../shared/events/firestorePaths';
import { STREAM_BET_COLLECTIONS, streamBetPaths } from '../shared/streamBets/firestorePaths';
import type { SettlementWindow } from '../shared/streamBets/types';
import { STREAM_COLLECTIONS } from '../shared/streams/firestorePaths';
import { forEachPage } from './forEachPage';
import type { Migration, MigrationResult, MigrationRunOptions } from './migration';

/** Whether a document id was made from its owner's uid (`{uid}_{requestId}`), the form public ids no longer take. */
const namedAfter = (id: string, uid: string | undefined): boolean => typeof uid === 'string' && uid.length > 0 && id.startsWith(`${uid}_`);

/** A stream bet or parlay whose activity line still carries the bettor's uid: the line moves to a random id. */
async function moveActivityLine(wager: QueryDocumentSnapshot): Promise<boolean> {
  const streamId = wager.ref.parent.parent?.id;
  if (!streamId || wager.ref.parent.parent?.parent.id !== STREAM_COLLECTIONS.streams) return false;
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(wager.ref)).data() as (SettlementWindow & { id: string; userId: string }) | undefined;
    if (!current || current.activityId || !namedAfter(wager.id, current.userId)) return false;
    const oldLine = db.doc(streamBetPaths.activityEntry(streamId, wager.id));
    const line = await tx.get(oldLine);
    const activityId = randomPublicId();
    if (line.exists) {
      tx.create(db.doc(streamBetPaths.activityEntry(streamId, activityId)), line.data()!);
      tx.delete(oldLine);
    }
    tx.update(wager.ref, { activityId });
    return true;
  });
}

/** The public vote line of a double-down (challenge or event) named after its payer: it moves to a random id. */
async function moveVoteLine(payment: QueryDocumentSnapshot): Promise<boolean> {
  const data = payment.data() as Partial<ContributionDoc>;
  if (!data.isDoubleDown || !namedAfter(payment.id, data.userId)) return false;
  const pot = payment.ref.parent.parent;
  if (!pot) return false;
  const oldVote = pot.collection(CHALLENGE_COLLECTIONS.votes).doc(payment.id);
  return db.runTransaction(async (tx) => {
    const vote = await tx.get(oldVote);
    const anonymousInChallenge = data.anonymous === true && pot.parent.id === CHALLENGE_COLLECTIONS.challenges ? await namedElsewhere(pot, data.userId!) : null;
    if (!vote.exists && anonymousInChallenge !== false) return false;
    if (vote.exists) {
      tx.create(pot.collection(CHALLENGE_COLLECTIONS.votes).doc(randomPublicId()), vote.data()!);
      tx.delete(oldVote);
    }
    // An anonymous payer named nowhere else in the challenge leaves its public list of payers.
    if (anonymousInChallenge === false) tx.update(pot, { userIds: FieldValue.arrayRemove(data.userId) });
    return true;
  });
}

/**
 * Whether `uid` is named in the challenge other than by an anonymous double-down (its creator, or a named payer);
 * null when the challenge no longer lists them (nothing to remove).
 */
async function namedElsewhere(challenge: DocumentReference, uid: string): Promise<boolean | null> {
  const snap = await challenge.get();
  const userIds = (snap.get('userIds') as string[] | undefined) ?? [];
  if (!userIds.includes(uid)) return null;
  if (snap.get('userId') === uid) return true;
  const named = await challenge.collection(CHALLENGE_COLLECTIONS.contributions).where('userId', '==', uid).where('anonymous', '==', false).limit(1).get();
  return !named.empty;
}

/**
 * Public ids made from a uid, written before every public id was random (issue: open bets and anonymous
 * double-downs could be traced to their bettor): stream bets' and Kills + Win activity lines move to random ids
 * (the bet keeps its id and records `activityId`), double-down vote lines of challenges and events move to random
 * ids, and anonymous payers leave a challenge's public `userIds`. Idempotent: a moved line is never moved again.
 */
export const randomPublicIds: Migration = {
  id: 'randomPublicIds',
  version: 1,
  description: "Moves public bet activity and double-down vote lines named after a user's uid to random ids, and removes anonymous payers from challenges' public payer lists.",
  async run(options: MigrationRunOptions): Promise<MigrationResult> {
    const passes = [
      { label: 'stream bet activity lines', query: db.collectionGroup(STREAM_BET_COLLECTIONS.bets), each: moveActivityLine },
      { label: 'Kills + Win activity lines', query: db.collectionGroup(STREAM_BET_COLLECTIONS.parlays), each: moveActivityLine },
      { label: 'challenge double-down vote lines', query: db.collectionGroup(CHALLENGE_COLLECTIONS.contributions), each: moveVoteLine },
      { label: 'event double-down vote lines', query: db.collectionGroup(EVENT_COLLECTIONS.entries), each: moveVoteLine },
    ];
    const messages: string[] = [];
    let changed = 0;
    for (const pass of passes) {
      const result = await forEachPage(pass.query, options, pass.each);
      changed += result.changed;
      messages.push(`${pass.label}: ${result.changed} moved${result.done ? '' : ' so far (run again to finish)'}`);
      if (!result.done) return { changed, messages, done: false };
    }
    if (changed === 0) messages.push('Nothing was left in the old form.');
    return { changed, messages, done: true };
  },
};
