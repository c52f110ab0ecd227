export const BATTLE_PATHS = {
  list: '/battles',
  battle: '/battles/:slug',
  manageBattles: '/manage/battles',
  manageTeams: '/manage/teams',
} as const;

export const battleHref = (slug: string) => `/battles/${slug}`;
