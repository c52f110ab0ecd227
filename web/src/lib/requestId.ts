/** A fresh id for one money-moving request; resending the same id returns the first result (no double charge). */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
