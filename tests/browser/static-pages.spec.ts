import type { Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

const PAGES = [
  { path: '/about-us', heading: 'About Us', title: 'About Us', ageRestricted: false },
  { path: '/betting-rules', heading: 'Betting Rules', title: 'Betting Rules', ageRestricted: true },
  { path: '/event-rules', heading: 'Event Rules', title: 'Event Rules', ageRestricted: true },
  { path: '/features', heading: 'Features', title: 'Features', ageRestricted: true },
  { path: '/help', heading: 'Help & FAQs', title: 'Help & FAQs', ageRestricted: false },
  { path: '/responsible-gaming', heading: 'Responsible Gaming', title: 'Responsible Gaming', ageRestricted: false },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy', ageRestricted: false },
  { path: '/terms-conditions', heading: 'Terms & Conditions', title: 'Terms & Conditions', ageRestricted: false },
  { path: '/parlay', heading: 'Kills + Win Parlays', title: 'Kills + Win Parlays', ageRestricted: true },
] as const;

/** Heading levels in document order, to check that none is skipped. */
async function headingLevels(page: Page): Promise<number[]> {
  const tags = await page.locator('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.map((heading) => heading.tagName),
  );
  return tags.map((tag) => Number(tag.slice(1)));
}

async function openFaq(page: Page, question: string) {
  await page.getByRole('button', { name: question, exact: true }).click();
  const answer = page.getByRole('region', { name: question });
  await expect(answer).toBeVisible();
  return answer;
}

for (const info of PAGES) {
  test(`${info.path} has one h1, its tab title and headings in order`, async ({ page }) => {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.heading, exact: true })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(`${info.title} | Clutchpot`);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!, `heading ${index} skips a level`).toBeLessThanOrEqual(1);
    }
    const ageBar = page.getByRole('complementary', { name: 'Age restriction' });
    await expect(ageBar).toHaveCount(info.ageRestricted ? 1 : 0);
    if (info.ageRestricted) await expect(ageBar).toContainText('18+ only.');
  });
}

test('the terms state their version, date and the spec constants', async ({ page }) => {
  await page.goto('/terms-conditions');
  const main = page.getByRole('main');
  await expect(main).toContainText('Version 2.2.0');
  await expect(main).toContainText('Last updated August 28th, 2024');
  await expect(main).toContainText('You must be at least 18 years old');
  await expect(main).toContainText('One account per person.');
  await expect(main).toContainText('We do not accept deposits by cash or credit card.');
  await expect(main).toContainText('between $5 and $1,000');
  await expect(main).toContainText('Once you have requested a withdrawal, you cannot cancel it.');
  await expect(main).toContainText('If you do not log in for 12 months, your account becomes dormant.');
  await expect(main).toContainText("at least 30 days' notice");
  await expect(main).toContainText('it takes effect 14 days after we tell you');
  await expect(main).toContainText('We answer within 3 working days.');
  await expect(main).toContainText('limited to £1,000 (1,000 GBP)');
  await expect(main).toContainText('for up to 5 years, as anti-money-laundering law requires');
  await expect(main).toContainText('broadcasts are delayed, so others may have more up-to-date information');

  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Complaints and disputes' }).click();
  await expect(page).toHaveURL(/\/terms-conditions#complaints$/);
  await expect(page.getByRole('heading', { level: 2, name: /Complaints and disputes/ })).toBeInViewport();
});

test('About Us shows the app version and the company blurb', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByText('App version 9.1.0')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('licensed and regulated in Great Britain by the Gambling Commission');
});

test('the rules pages carry the delayed-broadcast notice and the parlay payouts', async ({ page }) => {
  await page.goto('/betting-rules');
  const notice = page.getByRole('note').filter({ hasText: 'Live broadcasts are delayed' });
  await expect(notice).toContainText('broadcasts are delayed and others may have more up-to-date information');
  await expect(page.getByRole('main')).toContainText('$100 per bet');
  await expect(page.getByRole('main')).toContainText('$300 per match');

  await page.getByRole('link', { name: 'Kills + Win page' }).click();
  await expect(page).toHaveURL(/\/parlay$/);
  const main = page.getByRole('main');
  await expect(main).toContainText('150%');
  await expect(main).toContainText('$15 on a $10 parlay');
  await expect(main).toContainText('80%');
  await expect(main).toContainText('The streamer must complete 100 competitive matches to activate this feature.');
});

test('Responsible Gaming lists the tools with their limits and the places to get help', async ({ page }) => {
  await page.goto('/responsible-gaming');
  const main = page.getByRole('main');
  await expect(main).toContainText('daily $1,000, weekly $2,500 and monthly $5,000');
  await expect(main).toContainText('as low as $5');
  await expect(main).toContainText('every 1, 2 or 4 hours');
  await expect(main).toContainText('from one day up to three months');
  await expect(main).toContainText('self-exclude for 6 months, 1 year or 5 years');
  await expect(main.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:08088020133');
  await expect(main.getByRole('link', { name: /^GAMSTOP/ })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
  await expect(main.getByRole('link', { name: /^GamCare/ })).toHaveAttribute('href', 'https://www.gamcare.org.uk');
  await expect(main.getByRole('link', { name: /^GambleAware/ })).toHaveAttribute('href', 'https://www.begambleaware.org');
  await expect(main.getByRole('link', { name: 'Manage My Gambling' }).first()).toHaveAttribute('href', '/preferences');
});

test('the footer links open each information page', async ({ page }) => {
  const footerLinks = [
    ['About Us', '/about-us', 'About Us'],
    ['Features', '/features', 'Features'],
    ['Kills + Win Parlays', '/parlay', 'Kills + Win Parlays'],
    ['Help & FAQs', '/help', 'Help & FAQs'],
    ['Betting Rules', '/betting-rules', 'Betting Rules'],
    ['Event Rules', '/event-rules', 'Event Rules'],
    ['Terms & Conditions', '/terms-conditions', 'Terms & Conditions'],
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
    ['Responsible Gaming', '/responsible-gaming', 'Responsible Gaming'],
  ] as const;
  await page.goto('/');
  // The home page's own link to the limit settings (RTS 12C), besides the footer's.
  const notice = page.getByRole('main').getByRole('region', { name: 'Adults only. Gamble responsibly.' });
  await expect(notice.getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  for (const [label, path, heading] of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Manage My Gambling' })).toHaveAttribute('href', '/preferences');
  await expect(footer.getByRole('link', { name: 'Self-exclude with GAMSTOP' })).toHaveAttribute('href', 'https://www.gamstop.co.uk');
  await expect(footer.getByRole('link', { name: 'support@clutchpot.gg' })).toHaveAttribute('href', 'mailto:support@clutchpot.gg');
  await expect(footer).toContainText('licensed and regulated in Great Britain by the Gambling Commission');
  await expect(footer).toContainText('18+ | Gamble responsibly');
  await expect(footer.getByRole('list', { name: 'Community' }).getByRole('link')).toHaveCount(4);
});

test('the pages fit a 390 px wide phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const info of PAGES) {
    await page.goto(info.path);
    await expect(page.getByRole('heading', { level: 1, name: info.heading, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, info.path);
  }
});

test('Help states the bonus terms from config/app and follows a change made by an admin', async ({ page }) => {
  const appConfig = adminDb.doc('config/app');
  await appConfig.delete();
  try {
    await page.goto('/help');
    const earn = await openFaq(page, 'How do I earn Bonus Credits when I deposit?');
    await expect(earn).toContainText('Deposit between $40 and $500 in a single payment');
    await expect(earn).toContainText('1 Bonus Credit for every $20 you deposit');
    await expect(earn).toContainText('a $100 deposit earns 5 credits, worth $25');
    await expect(earn).toContainText('One deposit every 24 hours can earn a bonus');
    await expect(earn).toContainText('The promotion runs until 31 December 2026');
    const unlock = await openFaq(page, 'How do I unlock credits from my Bonus Chest?');
    await expect(unlock).toContainText('Every $20 of cash you wager');
    const worth = await openFaq(page, 'What is a Bonus Credit worth?');
    await expect(worth).toContainText('1 Bonus Credit = $5');
    const deposit = await openFaq(page, 'How do I deposit?');
    await expect(deposit).toContainText('between $5 and $1,000');
    const limits = await openFaq(page, 'How do deposit limits work?');
    await expect(limits).toContainText('daily $1,000, weekly $2,500 and monthly $5,000');
    const pounds = await openFaq(page, 'Why are bank payments in pounds?');
    await expect(pounds).toContainText('$1 = £0.79');

    await appConfig.set({
      usdToGbp: 0.8,
      bonus: {
        minDepositCents: 5_000,
        maxDepositCents: 25_000,
        depositCentsPerCredit: 2_500,
        wagerCentsPerUnlock: 2_500,
        cooldownHours: 48,
        promotionEndsAt: '2099-06-30T12:00:00Z',
      },
    });
    await expect(earn).toContainText('Deposit between $50 and $250 in a single payment');
    await expect(earn).toContainText('1 Bonus Credit for every $25 you deposit');
    await expect(earn).toContainText('a $100 deposit earns 4 credits, worth $20');
    await expect(earn).toContainText('One deposit every 48 hours can earn a bonus');
    await expect(earn).toContainText('The promotion runs until 30 June 2099');
    await expect(unlock).toContainText('Every $25 of cash you wager');
    await expect(pounds).toContainText('$1 = £0.80');

    await appConfig.set({ bonus: { promotionEndsAt: '2020-01-01T00:00:00Z' } }, { merge: true });
    await expect(earn).toContainText('The deposit bonus promotion ended on 1 January 2020.');
  } finally {
    await appConfig.delete();
  }
});

test('a question linked by its address opens by itself', async ({ page }) => {
  await page.goto('/help#cancel-withdrawal');
  const answer = page.getByRole('region', { name: 'Can I cancel a withdrawal?' });
  await expect(answer).toContainText('Once you have requested a withdrawal it cannot be cancelled');
  await expect(answer).toBeInViewport();
});
