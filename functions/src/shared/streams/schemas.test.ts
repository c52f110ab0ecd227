import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../../tests/support/fieldErrors';
import { streamFormDefaults, streamFormSchema } from './schemas';
import { streamMessages } from './messages';
import { overlayUrl } from './constants';

const valid = { type: 'twitch', channel: 'shroud', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: '' };

describe('stream form', () => {
  it('starts with the spec defaults #7D22FF and #0CFFCA, and they pass once a channel is given', async () => {
    expect(streamFormDefaults()).toEqual({ type: 'twitch', channel: '', primaryColor: '#7D22FF', secondaryColor: '#0CFFCA', chatBotText: '' });
    expect(await fieldErrors(streamFormSchema, { ...streamFormDefaults() })).toEqual({ channel: streamMessages.channelRequired });
    expect(await fieldErrors(streamFormSchema, { ...streamFormDefaults(), channel: 'shroud' })).toEqual({});
  });

  it.each(['', '   ', undefined])("requires a channel (%j): 'Channel is required'", async (channel) => {
    expect((await fieldErrors(streamFormSchema, { ...valid, channel })).channel).toBe('Channel is required');
  });

  it.each(['', undefined])("requires a platform (%j): 'Platform is required'", async (type) => {
    expect((await fieldErrors(streamFormSchema, { ...valid, type })).type).toBe('Platform is required');
  });

  it('accepts the platforms None and Twitch only', async () => {
    expect(await fieldErrors(streamFormSchema, { ...valid, type: 'none' })).toEqual({});
    expect((await fieldErrors(streamFormSchema, { ...valid, type: 'kick' })).type).toBe('Invalid stream type: kick');
  });

  it.each(['#7d22ff', '#ABCDEF', '#000000'])('accepts the colour %s', async (color) => {
    expect(await fieldErrors(streamFormSchema, { ...valid, primaryColor: color, secondaryColor: color })).toEqual({});
  });

  it.each(['7D22FF', '#7D22F', '#7D22FFF', '#GGGGGG', 'purple', ''])("refuses the colour %j: 'Should be HEX format'", async (color) => {
    const errors = await fieldErrors(streamFormSchema, { ...valid, primaryColor: color, secondaryColor: color });
    expect(errors).toEqual({ primaryColor: 'Should be HEX format', secondaryColor: 'Should be HEX format' });
  });

  it('bounds the channel and the chat bot text', async () => {
    expect((await fieldErrors(streamFormSchema, { ...valid, channel: 'c'.repeat(65) })).channel).toBe(streamMessages.channelTooLong);
    expect((await fieldErrors(streamFormSchema, { ...valid, chatBotText: 't'.repeat(501) })).chatBotText).toBe(streamMessages.chatBotTextTooLong);
  });
});

describe('overlay URL', () => {
  it('is the overlay page of the stream on the app origin', () => {
    expect(overlayUrl('https://clutchpot.gg/', 'uid-1')).toBe('https://clutchpot.gg/overlay/uid-1');
    expect(overlayUrl('http://127.0.0.1:5173', 'twitch:123')).toBe('http://127.0.0.1:5173/overlay/twitch%3A123');
  });
});
