import { Autocomplete, TextField } from '@mui/material';
import { Suspense, useMemo } from 'react';
import type { BattleType } from '@shared/battles/constants';
import { StreamerPicker } from '../streams';
import type { CompetitorOption } from './battleForm';
import { pickedStreamer } from './pickedStreamer';
import { useTeams } from './useTeams';

interface PickerProps {
  label: string;
  value: CompetitorOption | null;
  disabled: boolean;
  error?: string;
  onChange: (value: CompetitorOption | null) => void;
}

function TeamPicker({ label, value, disabled, error, onChange }: PickerProps) {
  const { teams, loading } = useTeams();
  const options = useMemo(() => teams.map((team) => ({ id: team.id, name: team.name, playerIds: Object.keys(team.players) })), [teams]);
  // The side already picked stays an option, so the field keeps showing it while the teams load.
  const listed = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      options={listed}
      value={value}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onChange={(_event, picked) => onChange(picked)}
      noOptionsText="No teams yet"
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? 'A team'} />}
      sx={{ flex: 1 }}
    />
  );
}

/** A player side: the one 'Select Streamer' picker, labelled with the side's role. */
function PlayerPicker({ label, value, disabled, error, onChange }: PickerProps) {
  // One object per side picked: the picker resets its text whenever its value changes.
  const picked = useMemo(() => value && pickedStreamer(value.id, value.name), [value]);
  const fallback = <TextField label={label} disabled helperText="A streamer" sx={{ flex: 1 }} />;
  return (
    <Suspense fallback={fallback}>
      <StreamerPicker
        label={label}
        value={picked}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error ?? 'A streamer'}
        onChange={(streamer) => onChange(streamer && { id: streamer.id, name: streamer.username, playerIds: [streamer.id] })}
        sx={{ flex: 1 }}
      />
    </Suspense>
  );
}

/** A side of the battle: streamers (found by name) for a player battle, teams for a team battle. */
export function CompetitorPicker({ type, ...props }: PickerProps & { type: BattleType }) {
  return type === 'team' ? <TeamPicker {...props} /> : <PlayerPicker {...props} />;
}
