export const ADMIN_PATHS = { users: '/admin/users', harm: '/admin/harm', summary: '/admin/summary', migrations: '/admin/migrations' } as const;
