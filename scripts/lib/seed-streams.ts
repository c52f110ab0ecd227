import type { Auth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../functions/src/core/admin';
import { recordStreamActivity } from '../../functions/src/streams/activity';
import { recountFollowers } from '../../functions/src/streams/follows';
import { connectRiotAccount } from '../../functions/src/streams/riotConnection';
import { saveStreamForm } from '../../functions/src/streams/saveStreamSettings';
import { publishDealerOdds } from '../../functions/src/streamBets/setStreamOdds';
import { ensureUserDocument } from '../../functions/src/users/newUser';
import { setStreamOddsRequest } from '../../functions/src/shared/streamBets/schemas';
import { claimsForRoles } from '../../functions/src/shared/core/roles';
import { corePaths } from '../../functions/src/shared/core/firestorePaths';
import { ACTIVITY_KINDS, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, HOUR_MS } from '../../functions/src/shared/streams/constants';
import { streamPaths } from '../../functions/src/shared/streams/firestorePaths';
import { riotAccountFor } from '../sandbox/riot';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_STREAMERS, type DemoStreamer } from './demo-streams';

function sandbox(path: string, body: unknown): Promise<unknown> {
  const base = process.env.CLUTCHPOT_SANDBOX_URL;
  if (!base) throw new Error('CLUTCHPOT_SANDBOX_URL is not set: seed through `npm run dev` or `npm run emulators:exec`.');
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (response) => {
    if (!response.ok) throw new Error(`Sandbox ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  });
}

async function streamerUid(auth: Auth, demo: DemoStreamer, known: Map<string, string>): Promise<string> {
  const existing = known.get(demo.email);
  if (existing) return existing;
  const uid = await auth
    .getUserByEmail(demo.email)
    .then((user) => user.uid)
    .catch(async () => (await auth.createUser({ email: demo.email, password: DEMO_PASSWORD, emailVerified: true, displayName: demo.username })).uid);
  await ensureUserDocument({ uid, email: demo.email, requestedUsername: demo.username, signInMethod: 'email' });
  const claims = claimsForRoles(['streamer']);
  await auth.setCustomUserClaims(uid, claims);
  await db.doc(corePaths.user(uid)).update({ ...claims, isNew: false });
  return uid;
}

/** Activity spread over the last 20 hours, once (a stream that already has heat is left alone). */
async function seedActivity(uid: string, count: number): Promise<void> {
  if (count === 0 || ((await db.doc(streamPaths.stream(uid)).get()).get('heat.total') as number) > 0) return;
  const now = Date.now();
  for (let index = 0; index < count; index += 1) {
    const at = now - ((index * 7) % 20) * HOUR_MS;
    await db.runTransaction(async (tx) => recordStreamActivity(tx, uid, ACTIVITY_KINDS[index % ACTIVITY_KINDS.length]!, at));
  }
}

async function seedStreamer(auth: Auth, demo: DemoStreamer, known: Map<string, string>): Promise<void> {
  const uid = await streamerUid(auth, demo, known);
  // Followers before the broadcast starts, so that they get its stream_live notification.
  for (const email of demo.followers) {
    const follower = known.get(email);
    if (follower) await db.doc(streamPaths.follower(uid, follower)).set({ userId: follower, createdAt: FieldValue.serverTimestamp() });
  }
  // Live first in the sandbox: saving the stream then finds the broadcast on Helix, as it would on Twitch.
  if (demo.live) await sandbox('/__sandbox/twitch/streams', { login: demo.channel, live: true, ...demo.live });
  await saveStreamForm(uid, {
    type: 'twitch',
    channel: demo.channel,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    chatBotText: `Send ${demo.username} a challenge on Clutchpot!`,
  });
  if (demo.riot) {
    const account = riotAccountFor(demo.riot.gameName, demo.riot.tagLine);
    const connected = (await db.doc(streamPaths.stream(uid)).get()).get('riot.puuid') === account.puuid;
    if (!connected) {
      await sandbox('/__sandbox/riot/history', { puuid: account.puuid, count: demo.riot.matches });
      await connectRiotAccount(uid, account);
    }
  }
  if (demo.dealer && !(await db.doc(streamPaths.stream(uid)).get()).get(`currentOdds.${demo.dealer.game.type}`)) {
    await publishDealerOdds(setStreamOddsRequest.validateSync({ streamId: uid, ...demo.dealer }, { strict: true }), null);
  }
  await seedActivity(uid, demo.activity);
  await recountFollowers(uid);
}

/** Seeds the demo streamers; `known` maps the demo accounts' emails to their uids. Returns how many streams. */
export async function seedStreams(auth: Auth, known: Map<string, string>): Promise<number> {
  for (const demo of DEMO_STREAMERS) await seedStreamer(auth, demo, known);
  return DEMO_STREAMERS.length;
}
