import { heatOf } from '../shared/streams/activity';
import { MIN_MATCHES_FOR_KILLS_WIN, PREVIEW_SIZE } from '../shared/streams/constants';
import type { Broadcaster, StreamerSearchOption } from '../shared/streams/types';
import type { StoredStream } from './streamStore';

/** A Twitch preview template ({width}x{height}) at the card's size. */
export function previewImage(template: string | null): string | null {
  if (!template) return null;
  return template.replace('{width}', String(PREVIEW_SIZE.width)).replace('{height}', String(PREVIEW_SIZE.height));
}

/** What the stream offers: bets (where betting is on), Kills + Win (100+ competitive matches) and challenges. */
export function streamOffers(stream: StoredStream, bettingOn: boolean) {
  const connected = Boolean(stream.riot?.puuid);
  return {
    bet: bettingOn && connected && stream.bets?.games?.valorant?.enabled === true,
    killsWin: connected && stream.challenges?.parlay?.enabled === true && (stream.riot?.competitiveMatches ?? 0) >= MIN_MATCHES_FOR_KILLS_WIN,
    challenge: stream.customChallengeEnabled !== false,
  };
}

export function toBroadcaster(stream: StoredStream, options: { now: number; followed: boolean; bettingOn: boolean }): Broadcaster {
  const { level, ...counts } = heatOf(stream.activity, options.now);
  const logo = stream.logo ?? null;
  return {
    id: stream.id,
    name: stream.username,
    iconURL: logo,
    image: stream.online ? previewImage(stream.thumbnailUrl) : null,
    online: stream.online === true,
    lastOnline: stream.lastOnline?.toMillis() ?? null,
    game: stream.game ?? '',
    streamTitle: stream.title ?? '',
    viewerCount: stream.viewerCount ?? 0,
    followed: options.followed,
    followerCount: stream.followerCount ?? 0,
    counts,
    heat: level,
    tags: streamOffers(stream, options.bettingOn),
    stream: { userId: stream.userId, username: stream.username, image: logo, type: stream.type, channel: stream.channel },
  };
}

export function toSearchOption(stream: StoredStream, bettingOn: boolean): StreamerSearchOption {
  const offers = streamOffers(stream, bettingOn);
  return {
    id: stream.id,
    logo: stream.logo ?? null,
    username: stream.username,
    online: stream.online === true,
    lastOnline: stream.lastOnline?.toMillis() ?? null,
    bet: offers.bet,
    parlay: offers.killsWin,
    challenge: offers.challenge,
  };
}
