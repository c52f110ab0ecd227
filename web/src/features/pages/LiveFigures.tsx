import { Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { EmailLink } from '../../ui/links';
import { SUPPORT_EMAIL } from '@shared/core/product';

export type LiveStatus = 'loading' | 'error' | 'success';

/** What a live-config answer shows before the configuration has arrived. */
export function LiveFigures({ status, children }: { status: LiveStatus; children: () => ReactNode }) {
  if (status === 'success') return children();
  if (status === 'error') {
    return (
      <p>
        We could not load the current figures. Please refresh the page, or ask us at <EmailLink address={SUPPORT_EMAIL} />.
      </p>
    );
  }
  return (
    <div role="status" aria-label="Loading the current figures">
      <Skeleton width="95%" />
      <Skeleton width="80%" />
    </div>
  );
}
