import { useCallback, useState } from 'react';
import { surveyDueForUser } from '@shared/surveys/surveyDue';
import { useCurrentUser } from '../auth';

/**
 * Whether to ask the survey now: it is due for the signed-in user's document (60 days after the last answer, or
 * after sign-up) and was not answered in this visit. The live document catches up with an answer a moment after
 * submitSurvey returns; `done` hides the survey in the meantime.
 */
export function useSurveyPrompt(): { due: boolean; done: () => void } {
  const { userDoc } = useCurrentUser();
  const [now] = useState(() => Date.now());
  const [finished, setFinished] = useState(false);
  const done = useCallback(() => setFinished(true), []);
  const due = !finished && userDoc !== undefined && surveyDueForUser(userDoc, now);
  return { due, done };
}
