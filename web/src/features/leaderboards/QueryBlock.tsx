import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface QueryBlockProps<T> {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined };
  /** What is loading, for screen readers ('Loading leaderboard'). */
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  rows?: number;
  children: (data: T[]) => ReactNode;
}

/** A list read's loading placeholders, error, empty text or content. */
export function QueryBlock<T>({ query, loadingLabel, errorText, emptyText, rows = 5, children }: QueryBlockProps<T>) {
  if (query.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={loadingLabel} sx={{ gap: 1 }}>
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={36} />
        ))}
      </Stack>
    );
  }
  if (query.isError || !query.data) return <Alert severity="error">{errorText}</Alert>;
  if (query.data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return <>{children(query.data)}</>;
}
