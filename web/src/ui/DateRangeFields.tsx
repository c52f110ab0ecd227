import { TextField } from '@mui/material';

/** A range of days as `YYYY-MM-DD` strings, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

interface DateRangeFieldsProps {
  start: string;
  end: string;
  onChange: (range: DayRange) => void;
  /** The two fields' labels; "From" and "To" unless given. */
  labels?: { start: string; end: string };
  /** What is wrong with the range, shown under the end field (which then shows an error). */
  problem?: string | null;
}

/** Two date fields choosing a range of days (the admin pages' filters); the parent lays them out. */
export function DateRangeFields({ start, end, onChange, labels = { start: 'From', end: 'To' }, problem = null }: DateRangeFieldsProps) {
  return (
    <>
      <TextField
        type="date"
        label={labels.start}
        value={start}
        onChange={(event) => onChange({ start: event.target.value, end })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={labels.end}
        value={end}
        onChange={(event) => onChange({ start, end: event.target.value })}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
