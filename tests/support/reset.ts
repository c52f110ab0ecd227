import { PROJECT_ID, authHost, firestoreHost } from './env';

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every Firestore document through the emulator's REST endpoint. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost()}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await expectOk(response, 'Clearing Firestore');
}

/** Deletes every Auth user through the emulator's REST endpoint. */
export async function clearAuth(): Promise<void> {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await expectOk(response, 'Clearing Auth');
}

export async function resetEmulators(): Promise<void> {
  await Promise.all([clearFirestore(), clearAuth()]);
}
