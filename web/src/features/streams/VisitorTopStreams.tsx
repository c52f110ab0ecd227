import { BroadcasterCard } from './BroadcasterCard';
import { TopStreamsGrid } from './TopStreamsGrid';
import { usePublicStreams } from './usePublicStreams';
import { useVisitorTopStreams } from './useVisitorTopStreams';

/** The visitor home's Top Streams: the top rated, each card's stream read over REST (every 30 s and on focus). */
export default function VisitorTopStreams() {
  const { loading, broadcasters } = useVisitorTopStreams();
  const streams = usePublicStreams(broadcasters.map((broadcaster) => broadcaster.id));
  return (
    <TopStreamsGrid
      loading={loading}
      broadcasters={broadcasters}
      card={(broadcaster) => <BroadcasterCard key={broadcaster.id} broadcaster={broadcaster} stream={streams.get(broadcaster.id)} />}
    />
  );
}
