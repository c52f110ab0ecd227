import { useState } from 'react';
import { StreamerPickerField, type StreamerPickerFieldProps } from './StreamerPickerField';
import { useStreamerSearch } from './useStreamerSearch';

type StreamerPickerProps = Omit<StreamerPickerFieldProps, 'options' | 'loading' | 'inputValue' | 'onInputChange' | 'onOpen'>;

/**
 * 'Select Streamer' for forms: an autocomplete over the streamer search (the server's prefix index), searching
 * from the moment it opens.
 */
export default function StreamerPicker(props: StreamerPickerProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  // Once a streamer is chosen the box shows their name: search for it only while the user types something else.
  const prefix = props.value && text === props.value.username ? '' : text;
  const search = useStreamerSearch(prefix, opened);
  return (
    <StreamerPickerField
      {...props}
      options={search.data ?? []}
      loading={search.isFetching}
      inputValue={text}
      onInputChange={setText}
      onOpen={() => setOpened(true)}
    />
  );
}
