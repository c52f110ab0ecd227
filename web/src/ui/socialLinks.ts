/** Clutchpot's community channels, shown on the home page and in the footer. */
export const SOCIAL_LINKS = [
  { id: 'x', label: 'X', href: 'https://x.com/clutchpotgg' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/clutchpotgg' },
  { id: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@clutchpotgg' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/clutchpot' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];
