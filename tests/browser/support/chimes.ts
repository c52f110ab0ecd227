import type { BrowserContext, Locator, Page } from '@playwright/test';
import { CHIMES } from '../../../web/src/features/challenges/chime';

declare global {
  interface Window {
    __notesStarted?: Array<{ frequency: number; offset: number; state: AudioContextState }>;
  }
}

/**
 * Records every Web Audio note the pages of `context` start (frequency, seconds after the context's current time,
 * and the context's state), by wrapping the browser's own OscillatorNode.start; the app's code runs unchanged.
 */
export async function recordChimes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__notesStarted = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      window.__notesStarted!.push({ frequency: this.frequency.value, offset: (when ?? 0) - this.context.currentTime, state: this.context.state });
      start.call(this, when);
    };
  });
}

export type ChimeName = keyof typeof CHIMES;

/**
 * The chimes `page` played, by name, in order: a chime's notes start 0.15 s apart, so a note starting now opens
 * the next one. Notes on a context the browser had not allowed to sound would not count: they are refused here.
 */
export async function chimesPlayed(page: Page): Promise<string[]> {
  const notes = await page.evaluate(() => window.__notesStarted ?? []);
  if (notes.some((note) => note.state !== 'running')) throw new Error(`notes started on a silent context: ${JSON.stringify(notes)}`);
  const groups: number[][] = [];
  for (const note of notes) {
    if (note.offset < 0.01 || groups.length === 0) groups.push([]);
    groups[groups.length - 1]!.push(note.frequency);
  }
  return groups.map((frequencies) => {
    const name = (Object.keys(CHIMES) as ChimeName[]).find((key) => CHIMES[key].join() === frequencies.join());
    return name ?? `unknown ${frequencies.join()}`;
  });
}

/**
 * Gives the page a user gesture (a click on `plain`, something that does nothing when clicked), after which a
 * browser lets it play sound; streaming software's browser sources allow it from the start.
 */
export async function allowSound(plain: Locator): Promise<void> {
  await plain.click();
}
