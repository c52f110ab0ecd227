import { randomInt } from 'node:crypto';
import { escapeHtml, json, selfOrigin, type Routes, type SandboxResponse } from './http';
import { helixCaller, twitchUserFor, type TwitchUser } from './twitch';
import { notifyEventSub } from './twitchEventSub';

/**
 * Live channels: Helix `GET /helix/streams` (by user_id and user_login, as Twitch answers it) and a control that
 * takes a channel live or offline, which sends the stream.online / stream.offline EventSub notifications to every
 * subscription for that broadcaster, signed as Twitch signs them. The preview images are generated here.
 */
interface LiveStream {
  id: string;
  user_id: string;
  user_login: string;
  user_name: string;
  game_id: string;
  game_name: string;
  type: 'live';
  title: string;
  viewer_count: number;
  started_at: string;
  language: string;
  /** A template with {width} and {height}, as Helix gives it. */
  thumbnail_url: string;
  tags: string[];
  is_mature: boolean;
}

/** Live broadcasts by broadcaster id. */
const live = new Map<string, LiveStream>();

const GAME_IDS: Record<string, string> = { VALORANT: '516575', 'Apex Legends': '511224', 'Counter-Strike': '32399', 'Call of Duty: Warzone': '512710', 'EA Sports FC 24': '2011938005' };

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** Takes a channel live (a new broadcast, or new details for the current one) or offline. */
function setLive(origin: string, user: TwitchUser, body: Record<string, unknown>): SandboxResponse {
  const current = live.get(user.id) ?? null;
  const deliver = body.deliver !== false;
  if (body.live === false) {
    if (!current) return json(200, { live: false, userId: user.id, messages: [] });
    live.delete(user.id);
    const messages = deliver ? notifyEventSub('stream.offline', user.id, { broadcaster_user_id: user.id, broadcaster_user_login: user.login, broadcaster_user_name: user.display_name }) : [];
    return json(200, { live: false, userId: user.id, streamId: current.id, messages });
  }
  const game = text(body.game, current?.game_name ?? 'VALORANT');
  const stream: LiveStream = {
    id: current?.id ?? String(randomInt(10_000_000, 99_999_999)) + String(randomInt(100, 999)),
    user_id: user.id,
    user_login: user.login,
    user_name: user.display_name,
    game_id: GAME_IDS[game] ?? '0',
    game_name: game,
    type: 'live',
    title: text(body.title, current?.title ?? `${user.display_name} is live`),
    viewer_count: typeof body.viewers === 'number' && Number.isInteger(body.viewers) && body.viewers >= 0 ? body.viewers : (current?.viewer_count ?? 0),
    started_at: current?.started_at ?? new Date().toISOString(),
    language: 'en',
    thumbnail_url: text(body.thumbnail, current?.thumbnail_url ?? `${origin}/twitch/previews/live_user_${user.login}-{width}x{height}.svg`),
    tags: ['English'],
    is_mature: false,
  };
  live.set(user.id, stream);
  const messages =
    !current && deliver
      ? notifyEventSub('stream.online', user.id, {
          id: stream.id,
          broadcaster_user_id: user.id,
          broadcaster_user_login: user.login,
          broadcaster_user_name: user.display_name,
          type: 'live',
          started_at: stream.started_at,
        })
      : [];
  return json(200, { live: true, userId: user.id, streamId: stream.id, messages });
}

/** A stand-in preview frame: the channel's name and game on a gradient. */
function previewSvg(login: string, width: number, height: number): string {
  const stream = [...live.values()].find((entry) => entry.user_login === login);
  const hue = [...login].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 440 248">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},80%,18%)"/></linearGradient></defs>
<rect width="440" height="248" fill="url(#g)"/><circle cx="370" cy="60" r="90" fill="#ffffff10"/><circle cx="60" cy="220" r="120" fill="#00000022"/>
<text x="24" y="196" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeHtml(login)}</text>
<text x="24" y="226" font-family="system-ui,sans-serif" font-size="16" fill="#ffffffcc">${escapeHtml(stream?.game_name ?? 'Offline')}</text></svg>`;
}

export const twitchLiveRoutes: Routes = {
  'GET /twitch/helix/streams': ({ headers, query }) => {
    if (!helixCaller(headers)) return { status: 401, json: { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' } };
    const ids = new Set(query.getAll('user_id'));
    const logins = new Set(query.getAll('user_login').map((login) => login.toLowerCase()));
    if (ids.size + logins.size > 100) return json(400, { error: 'Bad Request', status: 400, message: 'Maximum of 100 user_id and user_login values' });
    const first = Math.min(Number(query.get('first') ?? 20) || 20, 100);
    const all = [...live.values()];
    const matching = ids.size + logins.size === 0 ? all : all.filter((stream) => ids.has(stream.user_id) || logins.has(stream.user_login));
    return json(200, { data: matching.slice(0, first), pagination: {} });
  },
  /** The embedded player (player.twitch.tv's query: channel, parent, muted, autoplay), showing the channel's preview frame. */
  'GET /twitch/player': ({ query }) => {
    const login = (query.get('channel') ?? '').toLowerCase();
    if (!/^[a-z0-9_]{1,25}$/.test(login) || !query.get('parent')) return { status: 400, html: '<!doctype html><p>Invalid channel or parent.</p>' };
    const stream = [...live.values()].find((entry) => entry.user_login === login);
    const badge = stream ? '<span style="position:absolute;top:12px;left:12px;background:#e91916;color:#fff;font:700 13px system-ui;padding:2px 6px;border-radius:4px">LIVE</span>' : '';
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(login)} - Twitch player sandbox</title></head>
<body style="margin:0;background:#000;overflow:hidden"><div style="position:relative;width:100vw;height:100vh">${badge}
<div style="width:100%;height:100%;background:center/cover no-repeat url('data:image/svg+xml;utf8,${encodeURIComponent(previewSvg(login, 1280, 720))}')"></div></div></body></html>`,
    };
  },
  'GET /twitch/previews/:file': ({ params }) => {
    const match = /^live_user_([a-z0-9_]+)-(\d{1,4})x(\d{1,4})\.svg$/.exec(params.file ?? '');
    if (!match) return json(404, { error: 'not_found' });
    const [, login = '', width = '440', height = '248'] = match;
    return { status: 200, svg: previewSvg(login, Number(width), Number(height)), headers: { 'cache-control': 'no-store' } };
  },
  /**
   * Test and dev control: `{ login, live: true, title?, game?, viewers?, thumbnail? }` takes the channel live (a
   * new broadcast when it was offline, new details otherwise) and `{ login, live: false }` offline. EventSub
   * notifications go out unless `deliver: false` (a missed event, for the reconcile job to catch).
   */
  'POST /__sandbox/twitch/streams': ({ body, headers }) => {
    const login = text(body.login, '');
    if (!/^[a-z0-9_]{1,25}$/i.test(login)) return json(400, { message: 'login is required' });
    return setLive(selfOrigin(headers), twitchUserFor(login), body);
  },
};
