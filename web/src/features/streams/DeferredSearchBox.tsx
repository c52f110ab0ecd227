import { useState } from 'react';
import { SearchBoxStandIn } from './SearchBoxStandIn';
import type StreamerSearchBox from './StreamerSearchBox';

type SearchBox = typeof StreamerSearchBox;

const loadSearchBox = () => import('./StreamerSearchBox').then((module) => module.default);

/**
 * The header's streamer search on wider screens: the stand-in until the visitor points at it or focuses it, then
 * the real box, focused, with what was typed so far.
 */
export function DeferredSearchBox() {
  const [Loaded, setLoaded] = useState<SearchBox | null>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  if (Loaded) return <Loaded autoFocus={focused} initialText={text} />;
  const load = () => void loadSearchBox().then((box) => setLoaded(() => box));
  const focus = () => {
    setFocused(true);
    load();
  };
  return <SearchBoxStandIn value={text} onChange={setText} onPoint={load} onFocus={focus} />;
}
