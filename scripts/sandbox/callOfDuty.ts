import { BadRequestError, json, type Routes } from './http';

/**
 * Activision's Call of Duty profile API as callofduty.com serves it: GET /cod/api/stats/cod/v1/title/mw/platform/
 * {platform}/gamer/{gamerTag}/profile/type/mp. A known player answers `{status: 'success', data}`, an unknown one
 * 200 with `{status: 'error', data: {message: 'Not permitted: user not found'}}`, as the real API does. Players
 * are made through the control route (names compare without case, as Activision's do) and stay for the server's life;
 * `POST /__sandbox/cod/outage {down}` makes the API answer 503.
 */
const players = new Map<string, { username: string; platform: string }>();
let down = false;

const keyOf = (platform: string, gamerTag: string) => `${platform}:${gamerTag.toLowerCase()}`;

export const callOfDutyControl = {
  reset(): void {
    down = false;
  },
};

export const callOfDutyRoutes: Routes = {
  'GET /cod/api/stats/cod/v1/title/mw/platform/:platform/gamer/:gamerTag/profile/type/mp': ({ params }) => {
    if (down) return json(503, { status: 'error', data: { message: 'sandbox: outage requested' } });
    const player = players.get(keyOf(params.platform ?? '', params.gamerTag ?? ''));
    if (!player) return json(200, { status: 'error', data: { type: 'com.activision.mt.common.stdtools.exceptions.NoStackTraceException', message: 'Not permitted: user not found' } });
    return json(200, { status: 'success', data: { title: 'mw', platform: player.platform, username: player.username, type: 'mp', level: 55 } });
  },
  /** Test control: Activision knows `gamerTag` on `platform` (uno unless given). */
  'POST /__sandbox/cod/players': ({ body }) => {
    const username = typeof body.gamerTag === 'string' ? body.gamerTag.trim() : '';
    if (!username) throw new BadRequestError('gamerTag is required');
    const platform = typeof body.platform === 'string' && body.platform ? body.platform : 'uno';
    players.set(keyOf(platform, username), { username, platform });
    return json(200, { gamerTag: username, platform });
  },
  'POST /__sandbox/cod/outage': ({ body }) => {
    down = body.down === true;
    return json(200, { down });
  },
};
