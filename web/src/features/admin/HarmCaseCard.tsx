import { Box, Button, Chip, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '@shared/core/dates';
import { INDICATOR_KEYS, INDICATORS, type HarmLevel } from '@shared/harm/indicators';
import type { HarmCaseSummary, HarmDecision } from '@shared/harm/types';
import { DECISION_COPY } from './harmDecisions';
import { HarmReviewDialog } from './HarmReviewDialog';
import { ScrollableTable } from '../../ui/ScrollableTable';

const LEVEL_COLOR: Record<HarmLevel, 'default' | 'info' | 'warning' | 'error'> = { none: 'default', low: 'info', medium: 'warning', strong: 'error' };
const STATUS_LABEL = { held: 'Paused, waiting for review', contested: 'Paused, contested by the customer', kept: 'Paused, kept', tightened: 'Paused, tightened', lifted: 'Lifted' } as const;

/** One customer on the desk's queue: their indicators, the case and its notes, and the decisions staff can take. */
export function HarmCaseCard({ item }: { item: HarmCaseSummary }) {
  const [deciding, setDeciding] = useState<HarmDecision | null>(null);
  const name = item.username || item.email || item.uid;
  const flagged = INDICATOR_KEYS.filter((key) => item.scores[key].level !== 'none');
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="harm-case" aria-label={`Case of ${name}`} component="section">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.email}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Chip label={`Level: ${item.level}`} color={LEVEL_COLOR[item.level]} size="small" />
          <Chip label={item.case ? STATUS_LABEL[item.case.status] : 'No pause'} size="small" variant="outlined" />
        </Stack>
      </Stack>
      <Box sx={{ mt: 1.5 }}>
        <ScrollableTable label={`Indicators of ${name}`}>
          <Table size="small" aria-label={`Indicators of ${name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Indicator</TableCell>
                <TableCell>Measure</TableCell>
                <TableCell>Level</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {flagged.map((key) => (
                <TableRow key={key}>
                  <TableCell>{INDICATORS[key].label}</TableCell>
                  <TableCell>{item.scores[key].value}</TableCell>
                  <TableCell>{item.scores[key].level}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      </Box>
      {item.case && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Paused {formatDateTime(item.case.openedAt)}
          {item.case.decidedAt ? `; decided ${formatDateTime(item.case.decidedAt)}: ${item.case.reason ?? ''}` : ''}
        </Typography>
      )}
      {item.notes.length > 0 && (
        <Box component="ul" sx={{ pl: 3, my: 1 }} aria-label="Case notes">
          {item.notes.map((note) => (
            <li key={`${note.at}-${note.by}`}>
              <Typography variant="body2">
                <strong>{note.by === 'customer' ? 'Customer' : 'Staff'}</strong> ({formatDateTime(note.at)}): {note.text}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {item.held && (
        <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {(['lift', 'keep', 'tighten'] as const).map((decision) => (
            <Button key={decision} size="small" variant={decision === 'lift' ? 'contained' : 'outlined'} color={decision === 'lift' ? 'primary' : 'warning'} onClick={() => setDeciding(decision)}>
              {DECISION_COPY[decision].button}
            </Button>
          ))}
        </Stack>
      )}
      {deciding && <HarmReviewDialog item={item} decision={deciding} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}
