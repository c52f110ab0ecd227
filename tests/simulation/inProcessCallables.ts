/**
 * The long simulation's transport: a callable is run by calling the deployed function's own handler (the exported
 * `onCall` object's `run`) in this process against the Firestore emulator, as the bench does, instead of through
 * the Functions emulator. The caller is the client's signed-in Auth emulator user (its ID token's claims, as the
 * platform would have verified them); the request and the answer cross as JSON, as on the wire; a refusal reaches
 * the caller as the client SDK's error would (`functions/<code>` and the server's message).
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import * as deployed from '../../functions/src/index';
import type { CallableName } from '../../functions/src/shared/contract';
import type { CallTransport, TestClient } from '../support/client';

interface RunnableCallable {
  run: (request: CallableRequest<unknown>) => Promise<unknown>;
}

function callableNamed(name: CallableName): RunnableCallable {
  const exported = (deployed as Record<string, unknown>)[name] as Partial<RunnableCallable> | undefined;
  if (typeof exported?.run !== 'function') throw new Error(`${name} is not a deployed callable`);
  return exported as RunnableCallable;
}

const overTheWire = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

async function authOf(client: TestClient): Promise<CallableRequest<unknown>['auth']> {
  const user = client.auth.currentUser;
  if (!user) return undefined;
  const { claims, token } = await user.getIdTokenResult();
  return { uid: user.uid, token: { ...claims, uid: user.uid } as never, rawToken: token };
}

/** An error as the client SDK raises it for a refused call. */
function clientError(error: unknown): Error {
  const refusal = error instanceof HttpsError ? error : new HttpsError('internal', 'INTERNAL');
  return Object.assign(new Error(refusal.message), { code: `functions/${refusal.code}`, details: refusal.details });
}

export const inProcessCallables: CallTransport = async (client, name, data) => {
  const callable = callableNamed(name);
  const request = {
    data: overTheWire(data),
    auth: await authOf(client),
    // The caller is on this machine, as with the Functions emulator (which forwards no headers).
    rawRequest: { ip: '127.0.0.1', headers: {} },
    acceptsStreaming: false,
  } as unknown as CallableRequest<unknown>;
  let result: unknown;
  try {
    result = await callable.run(request);
  } catch (error) {
    throw clientError(error);
  }
  return overTheWire(result);
};
