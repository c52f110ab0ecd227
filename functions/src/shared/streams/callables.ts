import type { CallableSchemas, SameKeys } from '../core/callables';
import {
  disconnectRiotRSORequest,
  fetchMatchStatsRequest,
  fetchStreamBroadcastersRequest,
  lookupStreamerRequest,
  processRiotRSORequest,
  saveStreamSettingsRequest,
  searchStreamersRequest,
  streamFeedRequest,
} from './schemas';
import type { MatchLine } from '../streamBets/types';
import type { Broadcaster, StreamerLookup, StreamerSearchOption, StreamFormValues } from './types';

export const streamCallables = {
  saveStreamSettings: saveStreamSettingsRequest,
  processRiotRSO: processRiotRSORequest,
  disconnectRiotRSO: disconnectRiotRSORequest,
  fetchMatchStats: fetchMatchStatsRequest,
  fetchStreamBroadcasters: fetchStreamBroadcastersRequest,
  fetchFollowedStreams: streamFeedRequest,
  fetchTopRatedStreams: streamFeedRequest,
  fetchBetStreams: streamFeedRequest,
  fetchPriorStreams: streamFeedRequest,
  searchStreamers: searchStreamersRequest,
  lookupStreamer: lookupStreamerRequest,
} satisfies CallableSchemas;

export interface StreamResponses {
  /** The saved form; `twitchChannelFound` is null for streams without Twitch (or when Twitch could not be asked). */
  saveStreamSettings: { streamId: string; settings: StreamFormValues; twitchChannelFound: boolean | null };
  processRiotRSO: { gameName: string; tagLine: string; competitiveMatches: number | null };
  disconnectRiotRSO: { disconnected: true };
  /**
   * Completed competitive Valorant matches of the stream's connected Riot account (null when none is connected), and
   * the newest of them with kills, deaths and result, as last priced for stream bets (empty before that).
   */
  fetchMatchStats: { connected: boolean; competitiveMatches: number | null; recentMatches: MatchLine[] };
  fetchStreamBroadcasters: { broadcasters: Broadcaster[] };
  /** The FOLLOWED, TOP_RATED and BETTING feeds of fetchStreamBroadcasters, under the spec's names. */
  fetchFollowedStreams: { broadcasters: Broadcaster[] };
  fetchTopRatedStreams: { broadcasters: Broadcaster[] };
  fetchBetStreams: { broadcasters: Broadcaster[] };
  /** Streams the caller has staked on before (stream bets, Kills + Win, challenges), most recent first. */
  fetchPriorStreams: { broadcasters: Broadcaster[] };
  searchStreamers: { streamers: StreamerSearchOption[] };
  lookupStreamer: StreamerLookup;
}

export const streamContractIsComplete: SameKeys<keyof typeof streamCallables, keyof StreamResponses> = true;
