import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SUPPORT_SEARCH_MIN_LENGTH } from '@shared/support/messages';
import type { SupportUserSummary } from '@shared/support/types';
import type { UserDoc } from '@shared/users/types';
import { callFunction } from '../../lib/callables';
import { useDebouncedValue } from './useDebouncedValue';
import { useUsers } from './useUsers';

/** How long typing must pause before the desk searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export const FIND_USERS_KEY = 'findUsers';

/** A user document as a row of the desk's grid (the same shape findUsers answers with). */
export function summaryOf(user: UserDoc): SupportUserSummary {
  return {
    id: user.id,
    username: user.username ?? '',
    email: user.email ?? '',
    isVerified: user.isVerified === true,
    betting: user.features?.betting === true,
    exclusion: user.exclusion === 'Yes' ? 'Yes' : 'No',
    balance: user.account?.balance ?? 0,
    credits: user.account?.credits ?? 0,
  };
}

export type UserSearch =
  | { mode: 'newest'; rows: SupportUserSummary[]; loading: boolean; error: unknown }
  | { mode: 'search'; query: string; rows: SupportUserSummary[]; loading: boolean; error: unknown };

/**
 * The desk's rows: with fewer than two characters typed, the newest accounts (live); otherwise the users whose
 * username or email starts with what was typed (findUsers), asked once typing pauses.
 */
export function useUserSearch(typed: string): UserSearch {
  const query = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SUPPORT_SEARCH_MIN_LENGTH;
  const newest = useUsers();
  const found = useQuery({
    queryKey: [FIND_USERS_KEY, query.toLowerCase()],
    queryFn: () => callFunction('findUsers', { query }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  if (!searching) {
    return { mode: 'newest', rows: newest.users.map(summaryOf), loading: newest.loading, error: newest.error };
  }
  // While typing has not paused yet, the rows are those of the previous search.
  const pending = typed.trim() !== query || found.isFetching;
  return { mode: 'search', query, rows: found.data?.users ?? [], loading: pending, error: found.isError ? found.error : undefined };
}
