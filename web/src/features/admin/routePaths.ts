export const ADMIN_PATHS = { users: '/admin/users' } as const;
