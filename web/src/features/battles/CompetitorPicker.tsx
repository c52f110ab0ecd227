import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import type { BattleType } from '@shared/battles/constants';
import type { CompetitorOption } from './battleForm';
import { useStreamerSearch } from './useStreamerSearch';
import { useTeams } from './useTeams';

interface PickerProps {
  label: string;
  value: CompetitorOption | null;
  disabled: boolean;
  error?: string;
  onChange: (value: CompetitorOption | null) => void;
}

function Picker({ options: found, loading, onInput, label, value, disabled, error, onChange, hint }: PickerProps & { options: CompetitorOption[]; loading: boolean; onInput?: (text: string) => void; hint: string }) {
  // The side already picked stays an option, so the field keeps showing it while a new search runs.
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      disabled={disabled}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      filterOptions={onInput ? (list) => list : undefined}
      onInputChange={onInput ? (_event, text) => onInput(text) : undefined}
      onChange={(_event, picked) => onChange(picked)}
      noOptionsText={onInput ? 'Type two letters of a streamer name' : 'No teams yet'}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? hint} />}
      sx={{ flex: 1 }}
    />
  );
}

function StreamerPicker(props: PickerProps) {
  const [text, setText] = useState('');
  const search = useStreamerSearch(text);
  const options = useMemo(() => (search.data ?? []).map((streamer) => ({ id: streamer.id, name: streamer.username, playerIds: [streamer.id] })), [search.data]);
  return <Picker {...props} options={options} loading={search.isFetching} onInput={setText} hint="A streamer" />;
}

function TeamPicker(props: PickerProps) {
  const { teams, loading } = useTeams();
  const options = useMemo(() => teams.map((team) => ({ id: team.id, name: team.name, playerIds: Object.keys(team.players) })), [teams]);
  return <Picker {...props} options={options} loading={loading} hint="A team" />;
}

/** A side of the battle: streamers (found by name) for a player battle, teams for a team battle. */
export function CompetitorPicker({ type, ...props }: PickerProps & { type: BattleType }) {
  return type === 'team' ? <TeamPicker {...props} /> : <StreamerPicker {...props} />;
}
