import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { firebaseApp } from './firebaseApp';
import { emulators, usingEmulators } from './firebaseConfig';

/** The Functions SDK, loaded with the first `callFunction` (a form's or a member's call), not with a visitor's first page. */
export const functions = getFunctions(firebaseApp);

if (usingEmulators) connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
