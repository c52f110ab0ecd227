export { ChallengeRedirectPage } from './ChallengeRedirectPage';
export { LookupErrorPage, NotFoundPage } from './LookupFailedPage';
export { MyStreamPage } from './MyStreamPage';
