import { Autocomplete, TextField } from '@mui/material';
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
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/** The 'Select Streamer' field: what the picker shows, with the search left to its caller. */
export function StreamerPickerField({
  value,
  onChange,
  options,
  loading = false,
  inputValue,
  onInputChange,
  onOpen,
  label = streamMessages.selectStreamer,
  name,
  required,
  disabled,
  error,
  helperText,
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
      noOptionsText={streamMessages.noStreamersFound}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <StreamerOption option={option} />
        </li>
      )}
      renderInput={(params) => <TextField {...params} name={name} label={label} required={required} error={error} helperText={helperText} />}
    />
  );
}
