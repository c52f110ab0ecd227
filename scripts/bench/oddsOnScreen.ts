import { chromium, type Page } from '@playwright/test';
import { db } from '../../functions/src/core/admin';
import { battlePaths } from '../../functions/src/shared/battles/firestorePaths';
import type { BattleDoc } from '../../functions/src/shared/battles/types';
import { chromiumExecutable } from '../lib/chromium';
import { startProcess, waitFor } from '../lib/processes';
import { VITE_PREVIEW_PORT } from '../lib/stackConfig';
import { benchBattle, bettors } from './battles';
import { ms, statsOf } from './harness';
import { buildWebForEmulators, VITE, WEB } from './webApp';

/**
 * Odds on screen: a visitor's browser shows a battle page while bets are placed through createBattleBet one after
 * another, all on the same side so each one moves its odds; each sample is the time from the call to the new odds
 * painted on the page (the clock of this machine, read by both). Builds and serves the web app as the browser
 * tests do (`vite build --mode test`, `vite preview`).
 */
// The minimum stake: 20 of them use exactly a bench user's $100.
const STAKE = 500;

/**
 * In the page: a promise on window resolving with the time the first side's odds are painted with a value other
 * than `previous`. Plain source, because tsx's helpers (such as __name) do not exist in the page.
 */
const WATCH_ODDS = `(previous) => {
  window.oddsPainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const text = document.querySelector('[data-testid="odds"]')?.textContent;
      if (!text || text === previous) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(Date.now()));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}`;

const watchOdds = (page: Page, shown: string) => page.evaluate(`(${WATCH_ODDS})(${JSON.stringify(shown)})`);
const painted = (page: Page) => page.evaluate('window.oddsPainted') as Promise<number>;
const firstOdds = async (page: Page) => (await page.getByTestId('odds').first().textContent()) ?? '';

export async function runOddsOnScreenBench(bets: number): Promise<number> {
  console.log(`\nOdds on screen: a browser on a battle page while ${bets} bets are placed one at a time (createBattleBet through the emulator)`);
  buildWebForEmulators();
  const preview = startProcess('web preview', process.execPath, [VITE, 'preview', '--port', String(VITE_PREVIEW_PORT), '--strictPort'], { cwd: WEB });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const url = `http://127.0.0.1:${VITE_PREVIEW_PORT}`;
    await waitFor('the web preview', async () => (await fetch(url)).ok, 60_000);
    const battleId = await benchBattle({ target: 25_000, useReserve: false });
    const [user] = await bettors(1);
    const battle = (await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc;
    const side = battle.competitors[0]!.id;
    await user!.call('checkExclusion', {});

    const page = await browser.newPage();
    await page.goto(`${url}/battles/${battleId}`);
    await page.getByTestId('odds').first().waitFor();
    const fromCall: number[] = [];
    const fromAccepted: number[] = [];
    let failures = 0;
    for (let index = 0; index < bets; index += 1) {
      await watchOdds(page, await firstOdds(page));
      const current = ((await db.doc(battlePaths.battle(battleId)).get()).data() as BattleDoc).odds.competitors[side]!.value;
      const start = Date.now();
      try {
        await user!.call('createBattleBet', { requestId: `oddsscreen${index}${start}`, battleId, competitorId: side, balance: STAKE, credits: 0, odds: current });
      } catch (error) {
        failures += 1;
        console.log(`    refused: ${(error as Error).message}`);
        continue;
      }
      const accepted = Date.now();
      const shownAt = await Promise.race([painted(page), new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
      if (shownAt === null) {
        failures += 1;
        continue;
      }
      fromCall.push(shownAt - start);
      fromAccepted.push(shownAt - accepted);
    }
    const call = statsOf(fromCall, failures);
    const after = statsOf(fromAccepted, failures);
    console.log('  samples | call to odds on screen p50 / p95 | response to odds on screen p50 / p95 | failed');
    console.log(`  ${String(call.samples).padStart(7)} | ${ms(call.p50)} / ${ms(call.p95)}              | ${ms(after.p50)} / ${ms(after.p95)}                  | ${failures}`);
    await user!.close();
    return failures > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await preview.stop();
  }
}
