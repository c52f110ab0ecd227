import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core runs inside the page, injected once per document (a single-page app keeps it across routes). It checks
 * the app's own document; embedded third-party frames (the Twitch player, payment buttons) are the providers'.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false };

type Violation = AxeResults['violations'][number];

function describe({ id, help, nodes }: Violation): string {
  const where = nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`).join('\n    ');
  return `${id} (${help})\n    ${where}`;
}

async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } }).axe.run(document, options),
    RUN_OPTIONS,
  );
  return results.violations;
}

/** Longer than MUI's enter transitions (225 ms). */
const FADE_MS = 400;

/** Resolves once no transition or finite animation is running (a dialog fading out is not yet what it shows). */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * What axe's verdict depends on, without the words: every element with its role, classes (the app's styles are
 * named by their content), inline style and ARIA state, whether each label, name and text is there rather than
 * what it says, and whether each id it refers to exists. Two screens with the same outline get the same verdict.
 */
async function screenOutline(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const REFERENCES = new Set(['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-errormessage', 'list']);
    const WORDS = new Set(['alt', 'title', 'aria-label', 'placeholder', 'value', 'aria-valuetext', 'aria-placeholder']);
    const VALUES = new Set(['href', 'src', 'id', 'name', 'content', 'datetime', 'data-testid', 'aria-valuenow', 'width', 'height', 'd', 'viewBox']);
    const parts: string[] = [document.documentElement.lang, document.title ? 'titled' : 'untitled'];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim()) parts.push('#');
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = Array.from(node.attributes)
        .map(({ name, value }) => {
          if (REFERENCES.has(name)) return `${name}=${value.split(/\s+/).every((id: string) => id === '' || document.getElementById(id)) ? 'ok' : 'dangling'}`;
          if (WORDS.has(name)) return `${name}=${value.trim() ? 'words' : 'empty'}`;
          if (VALUES.has(name) || name.startsWith('data-')) return name;
          return `${name}=${value}`;
        })
        .sort();
      parts.push(`<${node.tagName}${attributes.join(' ')}>`);
      node.childNodes.forEach(walk);
      parts.push('>');
    };
    // A plain file of the site (an SVG, say) has no body: its root is what there is to judge.
    walk(document.body ?? document.documentElement);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('')));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

/** Outlines of screens this worker found accessible: the same screen reached again by another test is not re-run. */
const passedOutlines = new Set<string>();

/**
 * Runs axe-core on the page once it has settled and fails on any WCAG 2.1 A or AA violation. A screen with the
 * outline of one already found accessible in this run has that verdict (axe would judge it the same way).
 */
export async function expectAccessible(page: Page): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  await settled(page);
  let outline = await screenOutline(page);
  if (passedOutlines.has(outline)) return;
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    // A dialog that starts fading in after the page settled is judged mid-fade; a real violation is still there
    // once it has finished.
    await page.waitForTimeout(FADE_MS);
    await settled(page);
    outline = await screenOutline(page);
    violations = await axeViolations(page);
  }
  expect(violations.map(describe), `accessibility of ${page.url()}`).toEqual([]);
  passedOutlines.add(outline);
}

type Fixture = (args: { page: Page }, use: () => Promise<void>, testInfo: TestInfo) => Promise<void>;

/**
 * Checks every screen a test visits once, in the state the test left it: before page.goto leaves it and at the end
 * of the test. (A screen just loaded is mostly still loading; the test's own steps bring it to what users see.)
 */
export const accessibilityChecks: [Fixture, { auto: true }] = [
  async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      await expectAccessible(page);
      return goto(...args);
    };
    await use();
    if (testInfo.status === testInfo.expectedStatus) await expectAccessible(page);
  },
  { auto: true },
];
