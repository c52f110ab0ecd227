import type { HarmDecision } from '@shared/harm/types';

/** What each decision on a paused customer's case is called and does, as the desk says it. */
export const DECISION_COPY: Record<HarmDecision, { button: string; title: string; text: string }> = {
  lift: {
    button: 'Lift pause',
    title: 'Lift the pause',
    text: 'Deposits and betting open again at once. The indicators that are strong now will not pause the customer again for a week; a new one will.',
  },
  keep: { button: 'Keep pause', title: 'Keep the pause', text: 'Deposits and betting stay paused. The customer sees that the team reviewed their account.' },
  tighten: {
    button: 'Tighten',
    title: 'Tighten: set the support exclusion',
    text: 'The pause stays and the support exclusion is set: gambling stays closed until support clears the exclusion.',
  },
};
