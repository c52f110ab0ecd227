import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSessionAndSignOut } from './endSessionAndSignOut';
import { RealityCheck } from './RealityCheck';
import { useActiveSession } from './useActiveSession';
import { useStartSession } from './useStartSession';
import { HOME_PATHS } from '../../lib/paths';

/** Starts the signed-in user's session and runs its reality check. */
export default function UserSessionManager({ uid }: { uid: string }) {
  const navigate = useNavigate();
  const { loading, session } = useActiveSession(uid);
  const started = useStartSession(uid);
  const signingOut = useRef(false);

  // A session started now is followed once it shows up (until then the listener may still show the one this
  // login replaces); a session kept over a reload is followed at once.
  const [following, setFollowing] = useState(started.resumed);
  if (!following && started.sessionId !== null && session?.id === started.sessionId) setFollowing(true);

  const finish = useCallback(
    async (sessionId: string | null) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        await endSessionAndSignOut(sessionId);
        navigate(HOME_PATHS.home);
      } catch (error) {
        signingOut.current = false;
        console.error('Sign-out failed', error);
      }
    },
    [navigate],
  );

  // Ending a session logs the user out, wherever it was ended.
  const ended = following && !loading && session === null;
  useEffect(() => {
    if (ended) void finish(null);
  }, [ended, finish]);

  if (!following || !session) return null;
  return <RealityCheck key={session.id} session={session} onEnd={finish} />;
}
