import type { FeatureRoute } from '../../lib/routes';
import { PAGE_PATHS } from '../../lib/paths';

export const routes: FeatureRoute[] = [
  { path: PAGE_PATHS.aboutUs, title: 'About Us', screen: () => import('./AboutUsPage').then((m) => m.AboutUsPage) },
  { path: PAGE_PATHS.bettingRules, title: 'Betting Rules', screen: () => import('./BettingRulesPage').then((m) => m.BettingRulesPage) },
  { path: PAGE_PATHS.eventRules, title: 'Event Rules', screen: () => import('./EventRulesPage').then((m) => m.EventRulesPage) },
  { path: PAGE_PATHS.features, title: 'Features', screen: () => import('./FeaturesPage').then((m) => m.FeaturesPage) },
  { path: PAGE_PATHS.help, title: 'Help & FAQs', screen: () => import('./HelpPage').then((m) => m.HelpPage) },
  {
    path: PAGE_PATHS.responsibleGaming,
    title: 'Responsible Gaming',
    screen: () => import('./ResponsibleGamingPage').then((m) => m.ResponsibleGamingPage),
  },
  { path: PAGE_PATHS.privacyPolicy, title: 'Privacy Policy', screen: () => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage) },
  { path: PAGE_PATHS.termsConditions, title: 'Terms & Conditions', screen: () => import('./TermsPage').then((m) => m.TermsPage) },
  { path: PAGE_PATHS.parlay, title: 'Kills + Win Parlays', screen: () => import('./ParlayPage').then((m) => m.ParlayPage) },
];
