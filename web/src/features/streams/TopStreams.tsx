import { LiveBroadcasterCard } from './LiveBroadcasterCard';
import { TopStreamsGrid } from './TopStreamsGrid';
import { useTopStreams } from './useTopStreams';

/** The member home's Top Streams: the streams they follow first, each card following its stream live. */
export default function TopStreams() {
  const { loading, broadcasters } = useTopStreams();
  return (
    <TopStreamsGrid
      loading={loading}
      broadcasters={broadcasters}
      card={(broadcaster) => <LiveBroadcasterCard key={broadcaster.id} broadcaster={broadcaster} />}
    />
  );
}
