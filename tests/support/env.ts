/** Addresses of the running emulator stack, from the environment the emulator scripts set. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests through \`npm test\` or \`npm run emulators:exec -- "<command>"\`.`,
    );
  }
  return value;
}

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-clutchpot';
export const firestoreHost = () => required('FIRESTORE_EMULATOR_HOST');
export const authHost = () => required('FIREBASE_AUTH_EMULATOR_HOST');
export const functionsUrl = () => required('CLUTCHPOT_FUNCTIONS_URL');
export const sandboxUrl = () => required('CLUTCHPOT_SANDBOX_URL');
export const storageHost = () => process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? null;
