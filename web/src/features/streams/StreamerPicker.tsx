import { useState } from 'react';
import { StreamerPickerField, type StreamerPickerFieldProps } from './StreamerPickerField';
import { useStreamerSearch } from './useStreamerSearch';

export type StreamerPickerProps = Omit<StreamerPickerFieldProps, 'options' | 'loading' | 'inputValue' | 'onInputChange' | 'onOpen' | 'searchFailed'> & {
  /** Streamers not to offer (those already chosen elsewhere in the form). */
  excludeIds?: readonly string[];
  /** Empties the box once a streamer is chosen, for pickers that add to a list (value stays null). */
  clearOnSelect?: boolean;
};

/**
 * 'Select Streamer' for forms: an autocomplete over the streamer search (searchStreamers, the server's prefix
 * index), searching from the moment it opens. The one streamer picker: the battle sides and the team players.
 */
export default function StreamerPicker({ excludeIds = [], clearOnSelect = false, onChange, ...props }: StreamerPickerProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  // Once a streamer is chosen the box shows their name: search for it only while the user types something else.
  const prefix = props.value && text === props.value.username ? '' : text;
  const search = useStreamerSearch(prefix, opened);
  const options = (search.data ?? []).filter((option) => !excludeIds.includes(option.id));
  return (
    <StreamerPickerField
      {...props}
      options={options}
      loading={search.isFetching}
      searchFailed={search.isError}
      inputValue={text}
      onInputChange={setText}
      onOpen={() => setOpened(true)}
      onChange={(streamer) => {
        onChange(streamer);
        if (clearOnSelect) setText('');
      }}
    />
  );
}
