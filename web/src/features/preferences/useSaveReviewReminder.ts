import type { ReviewReminderMonths } from '@shared/preferences/preferences';
import { preferenceMessages } from '@shared/preferences/messages';
import { preferenceRules } from '@shared/preferences/schemas';
import { serverSaid, useWrite } from '../../lib/useWrite';

/**
 * Saves the account review reminder interval on its own through saveUserPreferences (the server moves the running
 * review period's reminder to the new interval). The shared rule checks the choice first, as the server does.
 */
export function useSaveReviewReminder() {
  const write = useWrite<'saveUserPreferences', ReviewReminderMonths>({
    callable: 'saveUserPreferences',
    request: async (months) => ({
      preferences: { gamblingReviewReminder: { months: await preferenceRules.reviewReminderMonths().validate(months) } },
    }),
    success: () => preferenceMessages.preferencesSaved,
    failure: serverSaid,
  });
  return { save: write.send, saving: write.sending };
}
