import { useQuery } from '@tanstack/react-query';
import { FirebaseError } from 'firebase/app';
import { callFunction } from '../../lib/callables';

const isNotFound = (error: unknown) => error instanceof FirebaseError && error.code === 'functions/not-found';

/** Who /{username} (any case) or /challenge/{id} means; `notFound` when nobody. */
export function useStreamerLookup(key: { username: string } | { id: string }) {
  const query = useQuery({
    queryKey: ['lookupStreamer', key],
    queryFn: () => callFunction('lookupStreamer', key),
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    staleTime: 60_000,
  });
  return { ...query, notFound: query.isError && isNotFound(query.error) };
}
