const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * 'MMMM d, yyyy at h:mm a' in local time, as the battles list shows a battle's time (e.g. 'December 8, 2026 at
 * 7:30 pm'). Written out rather than with dayjs, so the visitor home's battle cards do not load it.
 */
export function formatBattleTime(ms: number): string {
  const date = new Date(ms);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
