import { describe, expect, it } from 'vitest';
import { strictError } from '../../../../tests/support/callableSchemaSuite';
import { challengeMessages } from './messages';
import { createChallengeRequest, createDoubleDownRequest, createVoteRequest, customChallengeFormSchema, doubleDownFormSchema, staticChallengeFormSchema, updateChallengeRequest } from './schemas';

const custom = {
  requestId: 'request-0001',
  streamId: 'stream_1',
  challengeId: 'challenge_1',
  title: 'No scope',
  challengerName: 'viewer_one',
  basePrice: 500,
  credits: 0,
};
const doubleDown = { requestId: 'request-0002', streamId: 'stream_1', challengeId: 'challenge_1', challengerName: 'viewer_two', basePrice: 500, credits: 0, anonymous: false };

describe('challenge rules', () => {
  it('needs a name of 5 to 32 letters, digits, dashes or underscores', async () => {
    for (const name of ['abcd', 'a'.repeat(33), 'has space', 'émile']) {
      expect(await strictError(createChallengeRequest, { ...custom, challengerName: name })).toBe(challengeMessages.nameFormat);
    }
    expect(await strictError(createChallengeRequest, { ...custom, challengerName: 'a-b_c1' })).toBeNull();
  });

  it('needs a title for a custom challenge', async () => {
    expect(await strictError(createChallengeRequest, { ...custom, title: undefined })).toBe(challengeMessages.titleRequired);
    expect(await strictError(customChallengeFormSchema('dollars'), { title: '', challengerName: 'viewer_one', basePrice: 5, credits: 0 })).toBe(challengeMessages.titleRequired);
  });

  it('needs $5 in cash for a custom challenge without credits, and takes credits alone', async () => {
    expect(await strictError(createChallengeRequest, { ...custom, basePrice: 499 })).toBe(challengeMessages.customMin);
    expect(await strictError(createChallengeRequest, { ...custom, basePrice: 0, credits: 1 })).toBeNull();
    expect(await strictError(customChallengeFormSchema('dollars'), { title: 'x', challengerName: 'viewer_one', basePrice: 4.99, credits: 0 })).toBe(challengeMessages.customMin);
  });

  it('keeps a preset challenge between $5 and $100, its title coming from the preset', async () => {
    const preset = { ...custom, title: undefined, staticType: 'win_next_match' };
    expect(await strictError(createChallengeRequest, { ...preset, basePrice: 10_000 })).toBeNull();
    expect(await strictError(createChallengeRequest, { ...preset, basePrice: 9_600, credits: 1 })).toBe(challengeMessages.staticMax);
    expect(await strictError(createChallengeRequest, { ...preset, basePrice: 400 })).toBe(challengeMessages.staticMin);
    expect(await strictError(createChallengeRequest, { ...preset, staticType: 'made_up' })).not.toBeNull();
    const form = { staticType: 'win_next_match', challengerName: 'viewer_one', credits: 0 };
    expect(await strictError(staticChallengeFormSchema('dollars'), { ...form, basePrice: 100 })).toBeNull();
    expect(await strictError(staticChallengeFormSchema('dollars'), { ...form, basePrice: 100.01 })).toBe(challengeMessages.staticMax);
    expect(await strictError(staticChallengeFormSchema('dollars'), { ...form, basePrice: 4.99 })).toBe(challengeMessages.staticMin);
  });

  it('pays a PayPal order in cash only', async () => {
    expect(await strictError(createChallengeRequest, { ...custom, orderId: 'ORDER1', credits: 1 })).toBe(challengeMessages.paypalCashOnly);
    expect(await strictError(createChallengeRequest, { ...custom, orderId: 'ORDER1' })).toBeNull();
  });

  it('keeps a double-down between $5 and $5,000', async () => {
    expect(await strictError(createDoubleDownRequest, { ...doubleDown, basePrice: 499_500, credits: 1 })).toBeNull();
    expect(await strictError(createDoubleDownRequest, { ...doubleDown, basePrice: 500_001 })).toBe(challengeMessages.doubleDownMax);
    expect(await strictError(createDoubleDownRequest, { ...doubleDown, basePrice: 499 })).toBe(challengeMessages.staticMin);
    expect(await strictError(doubleDownFormSchema('dollars'), { challengerName: 'viewer_two', basePrice: 5_000.01, credits: 0, anonymous: true })).toBe(challengeMessages.doubleDownMax);
  });

  it('votes on and adds money to one target: a challenge or an event', async () => {
    const { streamId, challengeId, ...money } = doubleDown;
    expect(await strictError(createDoubleDownRequest, { ...money, eventId: 'event_1' })).toBeNull();
    expect(await strictError(createDoubleDownRequest, { ...money, eventId: 'event_1', streamId, challengeId })).toBe(challengeMessages.targetRequired);
    expect(await strictError(createDoubleDownRequest, { ...money, streamId })).toBe(challengeMessages.targetRequired);
    expect(await strictError(createVoteRequest, { eventId: 'event_1' })).toBeNull();
    expect(await strictError(createVoteRequest, { streamId, challengeId })).toBeNull();
    expect(await strictError(createVoteRequest, { challengeId, eventId: 'event_1' })).toBe(challengeMessages.targetRequired);
  });

  it('updates either the title and description or the status, never both or neither', async () => {
    const ids = { streamId: 'stream_1', challengeId: 'challenge_1' };
    expect(await strictError(updateChallengeRequest, { ...ids, title: 'New', description: 'Text' })).toBeNull();
    expect(await strictError(updateChallengeRequest, { ...ids, status: 'completed' })).toBeNull();
    expect(await strictError(updateChallengeRequest, { ...ids, title: 'New', status: 'completed' })).toBe(challengeMessages.editOrStatus);
    expect(await strictError(updateChallengeRequest, { ...ids, description: 'Only text' })).toBe(challengeMessages.editOrStatus);
    expect(await strictError(updateChallengeRequest, ids)).toBe(challengeMessages.editOrStatus);
    expect(await strictError(updateChallengeRequest, { ...ids, status: 'submitted' })).not.toBeNull();
  });
});
