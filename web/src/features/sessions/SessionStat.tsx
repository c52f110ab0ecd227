import { Box } from '@mui/material';
import type { ReactNode } from 'react';

interface SessionStatProps {
  testId: string;
  icon: ReactNode;
  /** What a screen reader announces for the figure. */
  label: string;
  value: string;
  color?: string;
}

/** One figure of the session bar: an icon and a value in tabular digits. */
export function SessionStat({ testId, icon, label, value, color }: SessionStatProps) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontSize: { xs: '0.78rem', sm: '0.85rem' },
        fontWeight: 600,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: color ?? 'text.primary',
        '& svg': { fontSize: { xs: 15, sm: 17 } },
      }}
    >
      {icon}
      <Box component="span" aria-hidden>
        {value}
      </Box>
    </Box>
  );
}
