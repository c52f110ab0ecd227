import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';

/** gRPC ALREADY_EXISTS: a create() found the document. */
const ALREADY_EXISTS = 6;

/**
 * One attempt at a lease held as a document (a money lock, a scheduled job's lease): creates `ref` with an expiry
 * `leaseMs` from now. Returns the lease's write time when taken (release it with a delete preconditioned on it, so
 * that a lease taken over after it expired is left to its new holder); 'free' when another holder's lease had
 * expired and was deleted, so the next attempt can go at once; 'held' while another holder has it.
 */
export async function tryTakeLease(ref: DocumentReference, leaseMs: number): Promise<Timestamp | 'free' | 'held'> {
  try {
    return (await ref.create({ expiresAt: Timestamp.fromMillis(Date.now() + leaseMs) })).writeTime;
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    const current = await ref.get();
    const expiresAt = current.get('expiresAt') as Timestamp | undefined;
    if (!current.updateTime || !expiresAt || expiresAt.toMillis() >= Date.now()) return current.exists ? 'held' : 'free';
    await ref.delete({ lastUpdateTime: current.updateTime }).catch(() => undefined);
    return 'free';
  }
}
