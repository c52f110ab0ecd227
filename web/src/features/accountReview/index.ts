export { AccountReviewPrompts } from './AccountReviewPrompts';
