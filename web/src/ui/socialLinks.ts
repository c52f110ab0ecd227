/** Clutchpot's community channels, shown on the home page and in the footer. */
export const SOCIAL_LINKS = [
  { id: 'x', label: 'X', href: 'https://x.com/clutchpotgg' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/clutchpotgg' },
  { id: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@clutchpotgg' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/clutchpot' },
] as const;

export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

/** Independent help for UK players: the national self-exclusion scheme and a gambling-harm charity. */
export const SAFER_GAMBLING_LINKS = {
  gamstop: 'https://www.gamstop.co.uk',
  beGambleAware: 'https://www.begambleaware.org',
} as const;
