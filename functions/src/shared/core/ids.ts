

/**
 * Whether `id` can name a document: no slash (which would address another path), not `.` or `..`, and not of
 * the form `__x__`, which Firestore reserves.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}
/** Upper bound on free-text input accepted by callables, so oversized payloads are refused outright. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ID_LENGTH = 128;
export const MAX_URL_LENGTH = 2048;
export const MAX_CODE_LENGTH = 512;