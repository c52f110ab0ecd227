import { formatDateTime } from '@shared/core/dates';

/** A moment in the product's date format ("Jan 5, 2026 03:04 PM"), machine-readable for assistive technology. */
export function DateTime({ ms }: { ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{formatDateTime(ms)}</time>;
}
