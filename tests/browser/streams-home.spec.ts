import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { saveShot } from './support/shots';
import { scheduledBattle } from './support/battles';
import { createStreamer, DESKTOP, PHONE } from './support/streams';
import { streamMessages } from '../../functions/src/shared/streams/messages';

const TEN_SECONDS = 10_000;

const carousel = (page: Page) => page.getByRole('region', { name: 'Meet the streamers' });

/**
 * The carousel's position label, and the label of its n-th slide (from 1, wrapping). Every test adds three
 * streamers to a file's data, so a test counts the slides it finds.
 */
async function carouselPosition(page: Page) {
  const position = carousel(page).getByTestId('carousel-position');
  await expect(position).toHaveText(/^1 \/ \d+$/);
  const total = Number(((await position.textContent()) ?? '').split('/ ')[1]);
  expect(total).toBeGreaterThanOrEqual(3);
  return { position, slide: (n: number) => `${((n - 1 + total) % total) + 1} / ${total}` };
}

test.describe('the visitor home', () => {
  test.beforeEach(async () => {
    await createStreamer('CarouselAce');
    await createStreamer('CarouselBee');
    await createStreamer('CarouselCat');
  });

  test('the streamer carousel plays every 10 s, pauses, and moves with the keyboard; no battles shows a note', async ({ page }) => {
    // Browser tests run with reduced motion (see playwright.config.ts); this one is about motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('no-upcoming-battles')).toBeVisible();
    const region = carousel(page);
    const { position, slide } = await carouselPosition(page);
    await expect(region.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');

    await page.clock.fastForward(TEN_SECONDS);
    await expect(position).toHaveText(slide(2));

    await region.getByRole('button', { name: 'Pause carousel' }).click();
    await expect(region.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    // Leave the carousel (pointing at or focusing it also holds it still), then let 10 s pass: it stays put, so
    // Next goes to the third streamer.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(TEN_SECONDS);
    await region.getByRole('button', { name: 'Next streamer' }).focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(slide(3));
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(slide(4));
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(slide(3));
    await region.getByRole('button', { name: 'Previous streamer' }).focus();
    await page.keyboard.press('Space');
    await expect(position).toHaveText(slide(2));

    await region.scrollIntoViewIfNeeded();
    await saveShot(page, 'streams-home-carousel-desktop');
    await page.setViewportSize(PHONE);
    await region.scrollIntoViewIfNeeded();
    await saveShot(page, 'streams-home-carousel-phone');
    await page.setViewportSize(DESKTOP);
  });

  test('with reduced motion the carousel does not play by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const region = carousel(page);
    const { position, slide } = await carouselPosition(page);
    await expect(region.getByRole('button', { name: 'Play carousel' })).toBeVisible();
    await page.clock.fastForward(TEN_SECONDS);
    await region.getByRole('button', { name: 'Next streamer' }).click();
    await expect(position).toHaveText(slide(2));
  });
});

test("a home battle card shows each side's odds, the ones its battle page shows", async ({ page }) => {
  await scheduledBattle('home-card-odds', {
    names: ['OddsAce', 'OddsBee'],
    game: { type: 'valorant', mode: 'competitive' },
    hoursAhead: 2,
    useReserve: false,
    editor: null,
    target: 25_000,
    odds: ([challenger, opponent]) => ({ [challenger!.id]: { value: 1.75 }, [opponent!.id]: { value: 2.25 } }),
  });
  await page.goto('/');
  const odds = page.getByTestId('battle-card-odds');
  await expect(odds).toContainText('OddsAce 1.75');
  await expect(odds).toContainText('OddsBee 2.25');
});

test("the footer's Who's Live link opens the streamer search", async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: streamMessages.whosLive }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { name: streamMessages.searchTitle })).toBeVisible();
});

test.describe('with cookies declined', () => {
  test.use({ cookieConsent: 'declined' });

  test("the footer hides the Who's Live and Self-Exclusion links", async ({ page }) => {
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Betting Rules' })).toBeVisible();
    await expect(footer.getByRole('link', { name: streamMessages.whosLive })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Self-Exclusion' })).toHaveCount(0);
  });
});
