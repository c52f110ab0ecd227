/** The information pages: rules, policies, help and the product's own pages. */
export const PAGE_PATHS = {
  aboutUs: '/about-us',
  bettingRules: '/betting-rules',
  eventRules: '/event-rules',
  features: '/features',
  help: '/help',
  parlay: '/parlay',
  privacyPolicy: '/privacy-policy',
  responsibleGaming: '/responsible-gaming',
  termsConditions: '/terms-conditions',
} as const;
