import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 20;

/**
 * The id of a document anyone may read (a bet's activity line, a double-down's vote line) or of the private
 * document such a line shares its id with: 20 random characters, like Firestore's own ids, so the id says nothing
 * of who made it. Never derive a public id from a uid (docs/architecture.md, "What public documents hold").
 */
export function randomPublicId(): string {
  const bytes = randomBytes(LENGTH * 2);
  let id = '';
  // 62 letters and digits: bytes of 248 and above are skipped so every character is equally likely.
  for (const byte of bytes) {
    if (byte >= 248) continue;
    id += ALPHABET[byte % ALPHABET.length];
    if (id.length === LENGTH) return id;
  }
  return id + randomPublicId().slice(id.length);
}
