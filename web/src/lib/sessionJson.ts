/**
 * Small JSON values in this tab's sessionStorage. Storage can be switched off or full (private modes): reading
 * then finds nothing and writing does nothing, so callers ask again on the next load.
 */
export function readSessionJson(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not stored: see above.
  }
}

export function removeSessionItem(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
