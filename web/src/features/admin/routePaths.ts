export const ADMIN_PATHS = { users: '/admin/users', summary: '/admin/summary', migrations: '/admin/migrations' } as const;
