/** Settled items of every kind, built once per file by the Summary and reconcile tests (a minute or more to settle). */
import { expect } from 'vitest';
import type { TestClient } from '../support/client';
import { REVIEW_OVER } from './battleBookSupport';
import { battleBettor, betsOf, organizer, placeBet, playerBattle, recordGame } from './battleSupport';
import { challengeRequest } from './challengeSupport';
import { entrants, form } from './eventSupport';
import { betRequest, liveStreamer, parlayRequest, valorantOdds } from './streamBetSupport';
import { SCHEDULED_JOBS } from '../../functions/src/scheduledJobs';

/**
 * A reserve battle with one bet won ($10 on the challenger) and one lost ($20), settled (house and earnings fees, a
 * lost stake, winnings above the stake, the prize); on `star`'s stream a bet won ($10, $0.10 tip) and one lost ($6)
 * and a $15 Kills + Win completed (the streamer's share); a $10 challenge completed (the streamer's 90%); and a manual
 * $10-a-player event with two entrants and its winner paid. `boss` (an admin) settles the stream's items and runs
 * the event.
 */
export async function mixedBook(boss: TestClient) {
  const host = await organizer();
  const { battleId, challenger, opponent } = await playerBattle(host, { useReserve: true, chestTarget: 500 });
  const won = await placeBet(await battleBettor({ cash: 10_000 }), battleId, challenger.uid, { cash: 1_000 });
  const lost = await placeBet(await battleBettor({ cash: 10_000 }), battleId, opponent.uid, { cash: 2_000 });
  await recordGame(host, battleId, 1, challenger.uid);
  await recordGame(host, battleId, 2, challenger.uid);
  await SCHEDULED_JOBS.settleBattles.run({ now: Date.now() + REVIEW_OVER });
  expect((await betsOf(battleId)).map((bet) => bet.status).sort()).toEqual(['lost', 'won']);

  const star = await liveStreamer(100);
  const punter = await battleBettor({ cash: 10_000 });
  const odds = await valorantOdds(punter, star.streamId);
  const winning = await punter.call('createBet', betRequest(odds, 'match_win', { cash: 1_000 }, 10));
  const losing = await (await battleBettor({ cash: 10_000 })).call('createBet', betRequest(odds, 'match_win', { cash: 600 }));
  const { parlayId } = await punter.call('createParlay', parlayRequest(star.streamId, odds.killsTarget, { basePrice: 1_500 }));
  await boss.call('updateBetStatus', { id: winning.betId, streamId: star.streamId, status: 'won' });
  await boss.call('updateBetStatus', { id: losing.betId, streamId: star.streamId, status: 'lost' });
  await boss.call('updateParlay', { id: parlayId, streamId: star.streamId, status: 'completed' });

  const challenge = challengeRequest(star.streamId);
  await punter.call('createChallenge', challenge);
  await star.client.call('updateChallenge', { streamId: star.streamId, challengeId: challenge.challengeId, status: 'active' });
  await star.client.call('updateChallenge', { streamId: star.streamId, challengeId: challenge.challengeId, status: 'completed' });

  const { eventId } = await boss.call('createEvent', form({ type: 'rank', manual: true }));
  const [first] = await entrants(eventId, 2);
  await boss.call('updateEvent', { eventId, status: 'active' });
  await boss.call('updateEvent', { eventId, status: 'pending' });
  await boss.call('updateEvent', { eventId, winners: [first!.uid] });

  return { battleId, wonBetId: won.betId, lostBetId: lost.betId, star, punter, winningBetId: winning.betId, parlayId, challengeId: challenge.challengeId, eventId };
}
