export { SurveyPrompt } from './SurveyPrompt';
