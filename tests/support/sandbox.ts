import { sandboxUrl } from './env';

/**
 * POSTs JSON to the sandbox server (test controls under /__sandbox, or a provider API) and returns the parsed
 * answer, or null when it has no JSON body. An answer other than 2xx throws with its status and text.
 */
export async function sandboxPost<T = Record<string, unknown>>(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Sandbox ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json().catch(() => null)) as T;
}
