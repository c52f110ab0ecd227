import type { CallableName, CallableRequest, CallableResponse } from '@shared/contract';
import { authIfLoaded } from './authLoading';
import { CallableFailure, callableErrorCode } from './callableFailure';
import { emulators, firebaseConfig, usingEmulators } from './firebaseConfig';

/** The request schemas load with the first call, keeping yup and every area's schemas out of the first page. */
const contract = () => import('@shared/contract');
/** The Functions SDK loads with the first such call too. */
const functionsSdk = () => Promise.all([import('firebase/functions'), import('./functions')]);

/**
 * Calls a Cloud Function from the shared contract. The request goes through the same schema the server
 * validates with (trimming and casting as the form would). Role changes reach the ID token through the current
 * user, which refreshes it when the users/{uid} role mirror changes.
 */
export async function callFunction<K extends CallableName>(
  name: K,
  request: CallableRequest<K>,
): Promise<CallableResponse<K>> {
  const [{ callableRequestSchemas }, [{ httpsCallable }, { functions }]] = await Promise.all([contract(), functionsSdk()]);
  const data = callableRequestSchemas[name].cast(request, { stripUnknown: true });
  const result = await httpsCallable<unknown, CallableResponse<K>>(functions, name)(data);
  return result.data;
}

const { projectId } = firebaseConfig;
const FUNCTIONS_REGION = 'us-central1';
const functionsOrigin = usingEmulators
  ? `http://${emulators.functions.host}:${emulators.functions.port}/${projectId}/${FUNCTIONS_REGION}`
  : `https://${FUNCTIONS_REGION}-${projectId}.cloudfunctions.net`;

/** The signed-in user's ID token when Firebase Auth has loaded in this page; a visitor's page asks without one. */
async function idTokenIfSignedIn(): Promise<string | null> {
  const auth = authIfLoaded();
  if (!auth) return null;
  await auth.authStateReady();
  return (await auth.currentUser?.getIdToken()) ?? null;
}

/**
 * Calls a Cloud Function with the request exactly as the code built it, without loading the request schemas or the
 * Functions SDK: for the reads a visitor's home makes on its first view (region, top streams, top challengers),
 * whose requests no form fills. It speaks the callable protocol over a plain request (`{ data }` in,
 * `{ result }` or `{ error }` out) and fails with the codes and details the SDK would (`CallableFailure`). The
 * server validates the request with the same schema either way.
 */
export async function callFunctionAsBuilt<K extends CallableName>(name: K, request: CallableRequest<K>): Promise<CallableResponse<K>> {
  const token = await idTokenIfSignedIn();
  let response: Response;
  try {
    response = await fetch(`${functionsOrigin}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data: request ?? null }),
    });
  } catch (error) {
    throw new CallableFailure('functions/unavailable', (error as Error).message || 'The function could not be reached.');
  }
  const body = (await response.json().catch(() => null)) as { result?: unknown; error?: { status?: unknown; message?: unknown; details?: unknown } } | null;
  if (response.ok && body && 'result' in body) return body.result as CallableResponse<K>;
  const failure = body?.error;
  const message = typeof failure?.message === 'string' ? failure.message : response.statusText || 'internal';
  // Without the protocol's error body the HTTP status tells what failed, as the SDK reads it.
  const status = failure?.status ?? (response.status === 404 ? 'NOT_FOUND' : response.status === 503 ? 'UNAVAILABLE' : 'INTERNAL');
  throw new CallableFailure(callableErrorCode(status), message, failure?.details);
}
