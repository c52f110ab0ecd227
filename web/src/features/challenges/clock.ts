/** Whole minutes and seconds in `ms` ("4m 07s"), hours counted in the minutes. */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1_000));
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
