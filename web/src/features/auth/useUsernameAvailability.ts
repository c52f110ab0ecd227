import { useQuery } from '@tanstack/react-query';
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
  const wanted = username.trim();
  const meetsRule = wanted !== '' && isValidUsername(wanted);
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (!meetsRule) return;
    const timer = setTimeout(() => setSettled(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, meetsRule]);

  const asking = meetsRule && settled === wanted;
  const { data: free, isError, isFetching } = useQuery({
    queryKey: ['validateUsername', settled],
    queryFn: () => callFunction('validateUsername', { username: settled }),
    enabled: asking,
  });

  if (!wanted) return 'idle';
  if (!meetsRule) return 'adjusted';
  if (!asking || isFetching) return 'checking';
  if (isError) return 'idle';
  return free ? 'available' : 'taken';
}
