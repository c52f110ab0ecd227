import { SurveyDialog } from './SurveyDialog';
import { useSurveyPrompt } from './useSurveyPrompt';

/** Asks the survey when it is due (see useSurveyPrompt). */
export function SurveyPrompt() {
  const { due, done } = useSurveyPrompt();
  return <SurveyDialog open={due} onDone={done} />;
}
