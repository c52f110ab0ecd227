import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table's container that scrolls sideways on a narrow screen and can be scrolled from the keyboard: it takes
 * focus and is a region named after the table (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      {children}
    </TableContainer>
  );
}
