import { useEffect, useState } from 'react';
import { callFunction } from '../../lib/callables';
import { isValidUsername } from '@shared/users/schemas';

/**
 * 'adjusted': the name does not meet the username rule, so the server will make a valid one from it (signup has
 * no username rule of its own); there is nothing to look up.
 */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'adjusted';

const DEBOUNCE_MS = 400;

/** Checks a wanted username with validateUsername as the user types (debounced). */
export function useUsernameAvailability(username: string): Availability {
  const [state, setState] = useState<{ name: string; result: Availability }>({ name: '', result: 'idle' });
  const wanted = username.trim();
  const meetsRule = wanted !== '' && isValidUsername(wanted);

  useEffect(() => {
    if (!meetsRule) return;
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
  }, [wanted, meetsRule]);

  if (!wanted) return 'idle';
  if (!meetsRule) return 'adjusted';
  return state.name === wanted ? state.result : 'checking';
}
