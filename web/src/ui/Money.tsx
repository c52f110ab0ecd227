import { Box } from '@mui/material';
import { formatCents } from '@shared/core/money';

/** An amount of cents as the product shows money ($1,234.56), in figures that line up in columns. */
export function Money({ cents }: { cents: number }) {
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatCents(cents)}
    </Box>
  );
}
