/** Helpers for the sandbox's hosted pages, which embed their settings in an inline script. */

/** JSON that is safe inside an inline <script>: no closing tag, no line separators JavaScript would choke on. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The embedding page's origin for postMessage, or '' (any) when none or no valid one was given. */
export function messageOrigin(origin: string): string {
  try {
    const parsed = new URL(origin).origin;
    return parsed === 'null' ? '' : parsed;
  } catch {
    return '';
  }
}
