import { useEffect, useState } from 'react';
import { callFunction } from '../../lib/callables';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

const DEBOUNCE_MS = 400;

/** Checks a wanted username with validateUsername as the user types (debounced). */
export function useUsernameAvailability(username: string): Availability {
  const [state, setState] = useState<{ name: string; result: Availability }>({ name: '', result: 'idle' });
  const wanted = username.trim();

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const timer = setTimeout(() => {
      callFunction('validateUsername', { username: wanted })
        .then((free) => active && setState({ name: wanted, result: free ? 'available' : 'taken' }))
        .catch(() => active && setState({ name: wanted, result: 'idle' }));
    }, DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [wanted]);

  if (!wanted) return 'idle';
  return state.name === wanted ? state.result : 'checking';
}
