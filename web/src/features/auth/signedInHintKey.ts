/** Where the app notes that this browser probably holds a signed-in session (`signedInHint.ts`). */
export const SIGNED_IN_HINT_KEY = 'clutchpot.signedIn';
