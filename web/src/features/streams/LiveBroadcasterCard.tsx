import { useStream } from '../../lib/useStream';
import type { Broadcaster } from '@shared/streams/types';
import { BroadcasterCard } from './BroadcasterCard';

/** A Top Streams card following its stream document live (members' pages). */
export function LiveBroadcasterCard({ broadcaster }: { broadcaster: Broadcaster }) {
  const { stream } = useStream(broadcaster.id);
  return <BroadcasterCard broadcaster={broadcaster} stream={stream} />;
}
