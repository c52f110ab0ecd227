import { Notice } from './Notice';

/** UK RTS 15A: the notice every page about live betting carries. */
export function BroadcastDelayNotice() {
  return (
    <Notice severity="warning" title="Live broadcasts are delayed">
      Streams reach you a few seconds after the action happens: broadcasts are delayed and others may have more
      up-to-date information. Bets are accepted only until a match starts, and any bet accepted after its result was
      known is void.
    </Notice>
  );
}
