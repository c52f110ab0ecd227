import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { BATTLE_STATUSES, BATTLE_STATUS_LABELS, type BattleStatus } from '@shared/battles/constants';
import { DATE_RANGE_LABELS, DATE_RANGE_PRESETS, matchPreset, presetRange, type DateRange, type DateRangeChoice } from './dateRanges';

const dayValue = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

export interface BattleFilterState {
  status: BattleStatus | 'any';
  /** The scheduled-time range chosen, or null for any time. */
  range: DateRange | null;
  controls: ReactNode;
}

/**
 * The battles' Status and Date Range filters (spec 02 section 2): 'Any' plus every status; every date preset and
 * Custom with start and end dates. A custom range that equals a preset is matched back to it.
 */
export function useBattleFilters(idPrefix: string): BattleFilterState {
  const [status, setStatus] = useState<BattleStatus | 'any'>('any');
  const [choice, setChoice] = useState<DateRangeChoice>('any');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('thisMonth'));
  const range = useMemo(() => (choice === 'any' ? null : choice === 'custom' ? custom : presetRange(choice)), [choice, custom]);

  const setCustomDay = (edge: 'start' | 'end', value: string) => {
    const day = dayjs(value);
    if (!day.isValid()) return;
    const next = { ...custom, [edge]: (edge === 'start' ? day.startOf('day') : day.endOf('day')).valueOf() };
    setCustom(next);
    setChoice(matchPreset(next));
  };
  const choose = (next: DateRangeChoice) => {
    // Custom starts from the range shown so far, so switching to it changes nothing until a date is picked.
    if (next === 'custom' && range) setCustom(range);
    setChoice(next);
  };

  const controls = (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ minWidth: 160 }}>
        <InputLabel id={`${idPrefix}-status-label`}>Status</InputLabel>
        <Select labelId={`${idPrefix}-status-label`} label="Status" value={status} onChange={(event) => setStatus(event.target.value as BattleStatus | 'any')}>
          <MenuItem value="any">Any</MenuItem>
          {BATTLE_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {BATTLE_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={`${idPrefix}-range-label`}>Date Range</InputLabel>
        <Select labelId={`${idPrefix}-range-label`} label="Date Range" value={choice} onChange={(event) => choose(event.target.value as DateRangeChoice)}>
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
  );
  return { status, range, controls };
}

/** Battles within the filters: the status chosen and a scheduled time inside the range. */
export function filterBattles<T extends { status: BattleStatus; scheduledAt: { toMillis(): number } }>(battles: T[], filters: Pick<BattleFilterState, 'status' | 'range'>): T[] {
  const { status, range } = filters;
  return battles.filter((battle) => {
    if (status !== 'any' && battle.status !== status) return false;
    if (!range) return true;
    const at = battle.scheduledAt.toMillis();
    return at >= range.start && at <= range.end;
  });
}
