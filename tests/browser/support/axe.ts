import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Violation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

function describe({ id, help, nodes }: Violation): string {
  const where = nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`).join('\n    ');
  return `${id} (${help})\n    ${where}`;
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

/** Runs axe-core on the page once it has settled and fails on any WCAG 2.1 A or AA violation. */
export async function expectAccessible(page: Page): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http')) return;
  await settled(page);
  let { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (violations.length > 0) {
    // A dialog that starts fading in after the page settled is judged mid-fade; a real violation is still there
    // once it has finished.
    await page.waitForTimeout(FADE_MS);
    await settled(page);
    ({ violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze());
  }
  expect(violations.map(describe), `accessibility of ${page.url()}`).toEqual([]);
}

type Fixture = (args: { page: Page }, use: () => Promise<void>, testInfo: TestInfo) => Promise<void>;

/** Checks every page a test visits: as the test leaves it, once page.goto has loaded the next, and at the end. */
export const accessibilityChecks: [Fixture, { auto: true }] = [
  async ({ page }, use, testInfo) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      await expectAccessible(page);
      const response = await goto(...args);
      await expectAccessible(page);
      return response;
    };
    await use();
    if (testInfo.status === testInfo.expectedStatus) await expectAccessible(page);
  },
  { auto: true },
];
