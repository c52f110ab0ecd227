

export const CORE_COLLECTIONS = {
  users: 'users',
  /** One lease per scheduled job while a run of it is going (see core/jobLease.ts); server only. */
  jobLeases: 'jobLeases',
} as const;

export const corePaths = {
  user: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}`,
  jobLease: (job: string) => `${CORE_COLLECTIONS.jobLeases}/${job}`,
} as const;
