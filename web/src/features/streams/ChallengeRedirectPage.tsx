import { Navigate, useParams } from 'react-router-dom';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { STREAM_PATHS } from '../../lib/paths';
import { streamerPath } from './routePaths';
import { useStreamerLookup } from './useStreamerLookup';

/** /challenge/{userId or streamId}: goes to the streamer's page, or to /not-found or /error. */
export function ChallengeRedirectPage() {
  const { id = '' } = useParams();
  const lookup = useStreamerLookup({ id });
  if (lookup.notFound) return <Navigate to={STREAM_PATHS.notFound} replace />;
  if (lookup.isError) return <Navigate to={STREAM_PATHS.error} replace />;
  if (!lookup.data) return <LoadingScreen label="Opening the streamer's page" />;
  return <Navigate to={streamerPath(lookup.data.username)} replace />;
}
