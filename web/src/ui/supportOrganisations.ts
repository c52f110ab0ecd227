/** Independent help for people in Great Britain, named the way the organisations name themselves. */
export const SUPPORT_ORGANISATIONS = {
  gamstop: { name: 'GAMSTOP', href: 'https://www.gamstop.co.uk' },
  gambleAware: { name: 'GambleAware', href: 'https://www.begambleaware.org' },
  gamCare: { name: 'GamCare', href: 'https://www.gamcare.org.uk' },
  helpline: { name: 'National Gambling Helpline', phone: '0808 8020 133', href: 'tel:08088020133' },
  gamblersAnonymous: { name: 'Gamblers Anonymous', href: 'https://www.gamblersanonymous.org.uk' },
  gamban: { name: 'Gamban', href: 'https://gamban.com' },
  ico: { name: "Information Commissioner's Office", href: 'https://ico.org.uk', phone: '0303 123 1113' },
  gamblingCommission: { name: 'Gambling Commission', href: 'https://www.gamblingcommission.gov.uk' },
} as const;
