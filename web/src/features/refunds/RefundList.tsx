import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { RefundButton } from './RefundButton';
import type { RefundItem } from './useRefund';

export interface RefundRow {
  key: string;
  /** What the admin reads on the line: the item and its amount. */
  label: string;
  item: RefundItem;
  userId: string;
  cash: number;
  credits: number;
}

/** Admins: a titled list of open items, each with a Refund control (refundUser, audited); nothing when empty. */
export function RefundList({ title, rowTestId, rows }: { title: string; rowTestId: string; rows: RefundRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding aria-label={title}>
        {rows.map((row) => (
          <ListItem key={row.key} disableGutters divider data-testid={rowTestId}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, width: '100%' }}>
              <Typography variant="body2">{row.label}</Typography>
              <RefundButton item={row.item} userId={row.userId} cash={row.cash} credits={row.credits} />
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
