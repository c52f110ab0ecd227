import { Box, FormControl, InputLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { BATTLE_STATUSES, BATTLE_STATUS_LABELS, type BattleStatus } from '@shared/battles/constants';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { Page } from '../../ui/Page';
import { BattleRow } from './BattleRow';
import { BetDrawer } from './BetDrawer';
import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, matchPreset, presetRange, type DateRange, type DateRangeChoice } from './dateRanges';
import { OwnTotals } from './OwnTotals';
import { useBattles } from './useBattles';
import { useBetAction } from './useBetAction';

const SECTIONS: { title: string; statuses: BattleStatus[] }[] = [
  { title: 'Scheduled', statuses: ['scheduled'] },
  { title: 'Live', statuses: ['live', 'review'] },
  { title: 'Final', statuses: ['final', 'cancelled', 'void'] },
];

const dayValue = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/** /battles: Scheduled, Live and Final in two columns, with status and date-range filters; live. */
export function BattlesPage() {
  const [status, setStatus] = useState<BattleStatus | 'any'>('any');
  const [choice, setChoice] = useState<DateRangeChoice>('any');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('thisMonth'));
  const range = useMemo(() => (choice === 'any' ? null : choice === 'custom' ? custom : presetRange(choice)), [choice, custom]);
  const { battles, loading } = useBattles(range, status);
  const [open, setOpen] = useState<{ battle: BattleDoc; competitor: Competitor } | null>(null);
  const { actionFor, press, current } = useBetAction((battle, competitor) => setOpen({ battle, competitor }));
  const uid = current.user?.uid ?? null;

  const setCustomDay = (edge: 'start' | 'end', value: string) => {
    const day = dayjs(value);
    if (!day.isValid()) return;
    const next = { ...custom, [edge]: (edge === 'start' ? day.startOf('day') : day.endOf('day')).valueOf() };
    setCustom(next);
    setChoice(matchPreset(next));
  };

  const row = (battle: BattleDoc) => {
    const render = (totals: Record<string, number>) => (
      <BattleRow key={battle.id} battle={battle} actionFor={(competitor) => actionFor(battle, competitor)} ownTotals={totals} onBet={(competitor) => press(battle, competitor)} />
    );
    return uid ? (
      <OwnTotals key={battle.id} battleId={battle.id} uid={uid}>
        {render}
      </OwnTotals>
    ) : (
      render({})
    );
  };

  const live = open ? (battles.find((battle) => battle.id === open.battle.id) ?? open.battle) : null;

  return (
    <Page title="Battles" subtitle="Back a side in scheduled esports battles. Odds move with the money.">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 3 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="battle-status-label">Status</InputLabel>
          <Select labelId="battle-status-label" label="Status" value={status} onChange={(event) => setStatus(event.target.value as BattleStatus | 'any')}>
            <MenuItem value="any">Any</MenuItem>
            {BATTLE_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {BATTLE_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="battle-range-label">Date Range</InputLabel>
          <Select labelId="battle-range-label" label="Date Range" value={choice} onChange={(event) => setChoice(event.target.value as DateRangeChoice)}>
            <MenuItem value="any">{DATE_RANGE_LABELS.any}</MenuItem>
            {DATE_RANGE_PRESETS.map((preset) => (
              <MenuItem key={preset} value={preset}>
                {DATE_RANGE_LABELS[preset]}
              </MenuItem>
            ))}
            <MenuItem value="custom">{DATE_RANGE_LABELS.custom}</MenuItem>
          </Select>
        </FormControl>
        {choice === 'custom' && (
          <>
            <TextField size="small" type="date" label="Start date" value={dayValue(custom.start)} onChange={(event) => setCustomDay('start', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="date" label="End date" value={dayValue(custom.end)} onChange={(event) => setCustomDay('end', event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          </>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {SECTIONS.map((section) => {
          const items = battles.filter((battle) => section.statuses.includes(battle.status));
          return (
            <Box component="section" key={section.title} aria-labelledby={`section-${section.title}`}>
              <Typography id={`section-${section.title}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {section.title}
              </Typography>
              <Stack sx={{ gap: 2 }}>
                {items.map(row)}
                {!loading && items.length === 0 && (
                  <Typography color="text.secondary" variant="body2">
                    No {section.title.toLowerCase()} battles.
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      {open && live && current.userDoc && uid && (
        <OwnTotals battleId={live.id} uid={uid}>
          {(_totals, staked) => <BetDrawer battle={live} competitor={open.competitor} userDoc={current.userDoc!} staked={staked} onClose={() => setOpen(null)} />}
        </OwnTotals>
      )}
    </Page>
  );
}
