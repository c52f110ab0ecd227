/**
 * A dotenv file as the Functions emulator's parser (firebase-tools) reads it back: values it would alter, such as
 * multi-line PEM keys, are double-quoted with `\n`, `\"` and `\\` escapes.
 */
export function dotenvFile(values: Record<string, string>): string {
  const lines = Object.entries(values).map(([key, value]) => `${key}=${dotenvValue(value)}`);
  return `${lines.join('\n')}\n`;
}

function dotenvValue(value: string): string {
  if (/^[\w.:/@+=-]*$/.test(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;
}
