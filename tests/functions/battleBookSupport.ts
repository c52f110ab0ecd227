/** A reserve battle booked on both sides and won, and what its settlement must leave: shared by the settlement tests. */
import { expect } from 'vitest';
import { ledgerEntries, notifications } from './support';
import { expectBooksBalanced } from './walletSupport';
import { accountOf, battleBettor, battleDoc, betsOf, organizer, placeBet, playerBattle, recordGame, type SignedInClient } from './battleSupport';

/** How long after the deciding game the review window is surely over. */
export const REVIEW_OVER = 16 * 60_000;

export interface Book {
  by: SignedInClient;
  battleId: string;
  challenger: SignedInClient;
  opponent: SignedInClient;
  backers: SignedInClient[];
  layers: SignedInClient[];
}

/** A reserve battle with a $5 chest and bets on both sides: `backers` on the challenger, `layers` on the opponent. */
export async function bookedBattle(count = 3): Promise<Book> {
  const by = await organizer();
  const { battleId, challenger, opponent } = await playerBattle(by, { useReserve: true, chestTarget: 500 });
  const backers = await Promise.all(Array.from({ length: count }, () => battleBettor({ cash: 10_000, credits: 1 })));
  const layers = await Promise.all(Array.from({ length: count }, () => battleBettor({ cash: 10_000 })));
  for (const punter of backers) await placeBet(punter, battleId, challenger.uid, { cash: 1_000, credits: 1 });
  for (const punter of layers) await placeBet(punter, battleId, opponent.uid, { cash: 2_000 });
  return { by, battleId, challenger, opponent, backers, layers };
}

/** Records a best-of-3 won 2-1 by the challenger. */
export async function challengerWins(book: Book) {
  await recordGame(book.by, book.battleId, 1, book.challenger.uid);
  await recordGame(book.by, book.battleId, 2, book.opponent.uid);
  return recordGame(book.by, book.battleId, 3, book.challenger.uid);
}

export async function expectSettledOnce(book: Book) {
  const bets = await betsOf(book.battleId);
  for (const bet of bets) {
    expect(bet.status).toBe(bet.competitor.id === book.challenger.uid ? 'won' : 'lost');
  }
  for (const punter of book.backers) {
    const bet = bets.find((item) => item.user.id === punter.uid)!;
    // $10 cash at the odds, plus (odds - 1) x $5 for the credit; the fee stays paid.
    const payout = Math.round(1_000 * bet.odds.value) + Math.round(500 * (bet.odds.value - 1));
    expect(bet.payout).toBe(payout);
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 - 1_000 - bet.fee + payout, credits: 0 });
    expect((await ledgerEntries(punter.uid)).filter((entry) => entry.type === 'bet_completed')).toHaveLength(1);
    expect((await notifications(punter.uid)).filter((note) => note.type === 'battle_bet_won')).toHaveLength(1);
  }
  for (const punter of book.layers) {
    const bet = bets.find((item) => item.user.id === punter.uid)!;
    expect(await accountOf(punter.uid)).toMatchObject({ balance: 10_000 - 2_000 - bet.fee });
  }
  const prize = bets.reduce((sum, bet) => sum + bet.feeParts.prize, 0);
  expect(prize).toBeGreaterThan(0);
  expect(await accountOf(book.challenger.uid)).toMatchObject({ balance: prize });
  expect((await ledgerEntries(book.challenger.uid)).filter((entry) => entry.type === 'battle_prize')).toHaveLength(1);
  expect(await accountOf(book.opponent.uid)).toMatchObject({ balance: 0 });
  expect((await battleDoc(book.battleId)).status).toBe('final');
  await expectBooksBalanced();
}

