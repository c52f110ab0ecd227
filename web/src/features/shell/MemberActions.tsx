import { Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { SlotList } from './SlotList';

/** A signed-in user's header tools in a row (balances and notifications). */
export function MemberActions({ tools }: { tools: readonly ComponentType[] }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.25, sm: 1 }, minWidth: 0 }}>
      <SlotList components={tools} />
    </Stack>
  );
}
