import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { StreamerOption } from './StreamerOption';
import { streamMessages } from '@shared/streams/messages';
import type { StreamerSearchOption } from '@shared/streams/types';

export interface StreamerPickerFieldProps {
  value: StreamerSearchOption | null;
  onChange: (streamer: StreamerSearchOption | null) => void;
  /** The streamers found for what is typed. */
  options: readonly StreamerSearchOption[];
  loading?: boolean;
  inputValue: string;
  onInputChange: (text: string) => void;
  onOpen?: () => void;
  /** The search could not be answered: said in the list and under the box. */
  searchFailed?: boolean;
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * The 'Select Streamer' field: what the picker shows, with the search left to its caller. A form that labels it
 * by its purpose (Challenger, Add Player) keeps 'Select Streamer' as the placeholder.
 */
export function StreamerPickerField({
  value,
  onChange,
  options,
  loading = false,
  inputValue,
  onInputChange,
  onOpen,
  searchFailed = false,
  label = streamMessages.selectStreamer,
  name,
  required,
  disabled,
  error,
  helperText,
  sx,
}: StreamerPickerFieldProps) {
  // The chosen streamer stays listed while a new search runs, so the field never shows a value it cannot find.
  const listed = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      value={value}
      onChange={(_, streamer) => onChange(streamer)}
      options={listed}
      loading={loading}
      disabled={disabled}
      inputValue={inputValue}
      onInputChange={(_, text) => onInputChange(text)}
      onOpen={onOpen}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.username}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={searchFailed ? streamMessages.streamersUnavailable : streamMessages.noStreamersFound}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <StreamerOption option={option} />
        </li>
      )}
      sx={sx}
      renderInput={(params) => <TextField {...params} name={name} label={label} placeholder={label === streamMessages.selectStreamer ? undefined : streamMessages.selectStreamer} required={required} error={error || searchFailed} helperText={helperText ?? (searchFailed ? streamMessages.streamersUnavailable : undefined)} />}
    />
  );
}
