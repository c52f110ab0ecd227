import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { useCurrentUser } from '../auth';
import { streamerPath } from './routePaths';

/** My Stream: the streamer's own page. */
export function MyStreamPage() {
  const { userDoc } = useCurrentUser();
  if (!userDoc) return <LoadingScreen label="Opening your stream" />;
  return <Navigate to={streamerPath(userDoc.username)} replace />;
}
