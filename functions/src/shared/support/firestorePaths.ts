export const SUPPORT_COLLECTIONS = {
  auditLog: 'auditLog',
} as const;

export const supportPaths = {
  /** Append-only record of a support action, written in the transaction that made the change. */
  auditEntry: (id: string) => `${SUPPORT_COLLECTIONS.auditLog}/${id}`,
} as const;

/** The id of the audit entry for one request of one admin (so a repeat can never write a second entry). */
export const auditEntryId = (actorUid: string, requestId: string) => `${actorUid}_${requestId}`;
