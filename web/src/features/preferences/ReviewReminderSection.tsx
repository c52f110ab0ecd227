import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { REVIEW_REMINDER_LABELS, REVIEW_REMINDER_MONTHS, type ReviewReminderMonths } from '@shared/preferences/preferences';
import { PreferencesSection } from './PreferencesSection';
import { useSaveReviewReminder } from './useSaveReviewReminder';

/** How often the customer is reminded to review their account (RTS 12): saved as soon as it is chosen. */
export function ReviewReminderSection({ stored }: { stored: ReviewReminderMonths }) {
  const { save, saving } = useSaveReviewReminder();
  // The choice shows at once; a refused one goes back to what is stored.
  const [chosen, setChosen] = useState<ReviewReminderMonths | null>(null);
  const months = chosen ?? stored;
  const choose = async (next: ReviewReminderMonths) => {
    setChosen(next);
    if (!(await save(next))) setChosen(null);
  };
  return (
    <PreferencesSection
      id="review-reminder"
      title="Account review reminder"
      description="How often we remind you to look over your account, your transactions and your limits: every 6 months at the latest. Saved as soon as you choose."
    >
      <TextField
        select
        id="review-reminder-months"
        name="gamblingReviewReminder.months"
        label="Review reminder"
        value={months}
        onChange={(event) => void choose(Number(event.target.value) as ReviewReminderMonths)}
        disabled={saving}
        sx={{ maxWidth: { sm: 280 } }}
      >
        {REVIEW_REMINDER_MONTHS.map((option) => (
          <MenuItem key={option} value={option}>
            {REVIEW_REMINDER_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
    </PreferencesSection>
  );
}
