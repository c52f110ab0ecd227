import { httpsCallable } from 'firebase/functions';
import type { CallableName, CallableRequest, CallableResponse } from '@shared/contract';
import { functions } from './firebase';

/** The request schemas load with the first call, keeping yup and every area's schemas out of the first page. */
const contract = () => import('@shared/contract');

/**
 * Calls a Cloud Function from the shared contract. The request goes through the same schema the server
 * validates with (trimming and casting as the form would). Role changes reach the ID token through the current
 * user, which refreshes it when the users/{uid} role mirror changes.
 */
export async function callFunction<K extends CallableName>(
  name: K,
  request: CallableRequest<K>,
): Promise<CallableResponse<K>> {
  const { callableRequestSchemas } = await contract();
  const data = callableRequestSchemas[name].cast(request, { stripUnknown: true });
  const result = await httpsCallable<unknown, CallableResponse<K>>(functions, name)(data);
  return result.data;
}

/**
 * Calls a Cloud Function with the request exactly as the code built it, without loading the request schemas:
 * for the reads a visitor's home makes on its first view (region, top streams, top challengers), whose requests no
 * form fills, so that yup and every area's schemas stay out of the first page. The server validates the request
 * with the same schema either way.
 */
export async function callFunctionAsBuilt<K extends CallableName>(name: K, request: CallableRequest<K>): Promise<CallableResponse<K>> {
  const result = await httpsCallable<unknown, CallableResponse<K>>(functions, name)(request);
  return result.data;
}
