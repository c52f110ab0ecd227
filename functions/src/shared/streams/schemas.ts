import * as yup from 'yup';
import { fields, isHttpUrl } from '../core/fields';
import { isDocumentId, MAX_CODE_LENGTH, MAX_URL_LENGTH } from '../core/ids';
import {
  BROADCASTER_FEEDS,
  BROADCASTERS_MAX_LIMIT,
  CHANNEL_MAX_LENGTH,
  CHAT_BOT_TEXT_MAX_LENGTH,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  HEX_COLOR_PATTERN,
  STREAM_PLATFORMS,
  type StreamPlatform,
  STREAMER_SEARCH_MAX_LIMIT,
  STREAMER_SEARCH_MAX_PREFIX,
} from './constants';
import { streamMessages } from './messages';
import type { StreamFormValues } from './types';

/** Empty values are left to `required`, so a missing platform says 'Platform is required'. */
function isStreamPlatformOrEmpty(value: string | undefined): boolean {
  return !value || (STREAM_PLATFORMS as readonly string[]).includes(value);
}

export const streamFields = {
  /** Platform: required, and one of the stream platforms ('Invalid stream type: {type}' otherwise). */
  type: () =>
    yup
      .string<StreamPlatform>()
      .required(streamMessages.platformRequired)
      .test('stream-type', 'Invalid stream type: ${value}', isStreamPlatformOrEmpty),
  channel: () => yup.string().trim().required(streamMessages.channelRequired).max(CHANNEL_MAX_LENGTH, streamMessages.channelTooLong),
  color: () => yup.string().required(streamMessages.hexFormat).matches(HEX_COLOR_PATTERN, streamMessages.hexFormat),
  /** Trimmed by the form; a request with surrounding spaces is refused rather than trimmed. */
  chatBotText: () => yup.string().trim().max(CHAT_BOT_TEXT_MAX_LENGTH, streamMessages.chatBotTextTooLong),
};

/** The Stream Setup form: platform None/Twitch, channel, colours (#RRGGBB) and chat bot text. */
export const streamFormSchema = yup.object({
  type: streamFields.type(),
  channel: streamFields.channel(),
  primaryColor: streamFields.color(),
  secondaryColor: streamFields.color(),
  chatBotText: streamFields.chatBotText().default(''),
});

/** What the form starts with for a streamer without a stream (spec defaults #7D22FF and #0CFFCA). */
export function streamFormDefaults(): StreamFormValues {
  return { type: 'twitch', channel: '', primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR, chatBotText: '' };
}

// ---- Callable requests -------------------------------------------------------------------------------------

export const saveStreamSettingsRequest = yup
  .object({
    type: streamFields.type(),
    channel: streamFields.channel(),
    primaryColor: streamFields.color(),
    secondaryColor: streamFields.color(),
    chatBotText: streamFields.chatBotText().optional(),
  })
  .noUnknown();

/** The Riot Sign-On callback: a code is required ('Invalid authentication code.'), as for Twitch. */
export const processRiotRSORequest = yup
  .object({
    code: yup
      .string()
      .trim(streamMessages.invalidAuthenticationCode)
      .max(MAX_CODE_LENGTH)
      .required(streamMessages.invalidAuthenticationCode),
    redirectUri: yup.string().trim().max(MAX_URL_LENGTH).required().test('http-url', '${path} must be a valid URL', isHttpUrl),
  })
  .noUnknown();

export const disconnectRiotRSORequest = yup.object({}).noUnknown();

export const fetchMatchStatsRequest = yup.object({ streamId: fields.id().required() }).noUnknown();

export const fetchStreamBroadcastersRequest = yup
  .object({
    /** Whether betting is on for the caller (the web app's view of the flags); the server checks the flag itself. */
    bettingEnabled: yup.boolean().optional(),
    limit: yup.number().integer().min(1).max(BROADCASTERS_MAX_LIMIT).optional(),
    feed: yup.string().oneOf(BROADCASTER_FEEDS).optional(),
  })
  .noUnknown();

/** fetchFollowedStreams, fetchTopRatedStreams, fetchBetStreams, fetchPriorStreams: one feed each, by the spec's names. */
export const streamFeedRequest = yup
  .object({
    bettingEnabled: yup.boolean().optional(),
    limit: yup.number().integer().min(1).max(BROADCASTERS_MAX_LIMIT).optional(),
  })
  .noUnknown();

export const searchStreamersRequest = yup
  .object({
    /** Only streams of this platform ('Invalid stream type: {type}' for anything else). */
    type: yup.string<StreamPlatform>().test('stream-type', 'Invalid stream type: ${value}', isStreamPlatformOrEmpty).optional(),
    /** The start of a username, any case; empty lists streamers from the start of the alphabet. */
    prefix: yup.string().trim().max(STREAMER_SEARCH_MAX_PREFIX).defined(),
    limit: yup.number().integer().min(1).max(STREAMER_SEARCH_MAX_LIMIT).optional(),
  })
  .noUnknown();

/** /{username} (any case) or /challenge/{userId or streamId}: exactly one of the two. */
export const lookupStreamerRequest = yup
  .object({
    username: yup
      .string()
      .trim()
      .min(1)
      .max(STREAMER_SEARCH_MAX_PREFIX * 2)
      .test('document-id', '${path} is not a valid username', (value) => value === undefined || isDocumentId(value.toLowerCase()))
      .optional(),
    id: fields.id().optional(),
  })
  .noUnknown()
  .test('one-key', 'Give a username or an id', (value) => (value?.username === undefined) !== (value?.id === undefined));
