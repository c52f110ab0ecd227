/** "1 Bonus Credit", "3 Bonus Credits". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
