import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../core/admin';
import { defineCallable } from '../core/callable';
import { BATTLE_COLLECTIONS, battlePaths } from '../shared/battles/firestorePaths';
import { formatBattleMessage, teamMessages } from '../shared/battles/messages';
import type { TeamDoc, TeamPlayer } from '../shared/battles/types';
import { corePaths } from '../shared/core/firestorePaths';
import type { UserDoc } from '../shared/users/types';
import { battleMessages } from '../shared/battles/messages';
import { BATTLE_MANAGERS, callerUid } from './battleAccess';

/**
 * Creates or edits a team (organizers, admins): `teams/team_<id>`, a unique name (trimmed, case-insensitive),
 * two or more players who are streamers (names read from their profiles), exactly one captain.
 */
export const saveTeam = defineCallable('saveTeam', { allow: BATTLE_MANAGERS }, async (data, context) => {
  const uid = callerUid(context);
  const name = data.name.trim();
  const nameLower = name.toLowerCase();
  const ref = data.teamId ? db.doc(battlePaths.team(data.teamId)) : db.doc(battlePaths.team(`team_${db.collection(BATTLE_COLLECTIONS.teams).doc().id}`));
  return db.runTransaction(async (tx) => {
    const existing = data.teamId ? await tx.get(ref) : null;
    if (existing && !existing.exists) throw new HttpsError('not-found', teamMessages.teamNotFound);
    const sameName = await tx.get(db.collection(BATTLE_COLLECTIONS.teams).where('nameLower', '==', nameLower).limit(2));
    if (sameName.docs.some((doc) => doc.id !== ref.id)) throw new HttpsError('already-exists', formatBattleMessage.teamExists(name));
    const users = await tx.getAll(...data.players.map((player) => db.doc(corePaths.user(player.id))));
    const players: Record<string, TeamPlayer> = {};
    data.players.forEach((player, index) => {
      const user = users[index]?.data() as Partial<UserDoc> | undefined;
      if (!user) throw new HttpsError('invalid-argument', battleMessages.playerNotFound);
      if (!user.roles?.includes('streamer')) throw new HttpsError('invalid-argument', battleMessages.playerNotStreamer);
      players[player.id] = { id: player.id, name: user.username ?? player.name, avatar: user.image ?? null, role: player.role, accepted: true };
    });
    const team: Partial<TeamDoc<FieldValue>> = {
      id: ref.id,
      name,
      nameLower,
      players,
      updatedAt: FieldValue.serverTimestamp(),
      ...(existing ? {} : { editorId: uid, createdAt: FieldValue.serverTimestamp() }),
    };
    if (existing) tx.update(ref, team);
    else tx.create(ref, team);
    return { teamId: ref.id, name };
  });
});
