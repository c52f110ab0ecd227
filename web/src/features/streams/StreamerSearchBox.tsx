import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { streamerPath } from './routePaths';
import { StreamerOption } from './StreamerOption';
import { useStreamerSearch } from './useStreamerSearch';
import { streamMessages } from '@shared/streams/messages';
import type { StreamerSearchOption } from '@shared/streams/types';

/** 'Search streamers' (in a chunk of its own, with MUI's Autocomplete): opens on focus, asks the server for usernames starting with what is typed, opens the page chosen. */
export default function StreamerSearchBox({
  autoFocus = false,
  onChosen,
  fullWidth = false,
  initialText = '',
}: {
  autoFocus?: boolean;
  onChosen?: () => void;
  fullWidth?: boolean;
  /** What was typed into the stand-in before this box loaded (SearchBoxStandIn). */
  initialText?: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(initialText);
  const search = useStreamerSearch(text, open);
  const lower = text.trim().toLowerCase();
  const options = (search.data ?? []).filter((option) => option.username.toLowerCase().startsWith(lower));

  return (
    <Autocomplete<StreamerSearchOption, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      openOnFocus
      fullWidth
      forcePopupIcon={false}
      options={options}
      loading={search.isFetching && options.length === 0}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.username}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      value={null}
      onChange={(_, option) => {
        if (!option) return;
        setText('');
        onChosen?.();
        void navigate(streamerPath(option.username));
      }}
      noOptionsText={streamMessages.noStreamersFound}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <StreamerOption option={option} />
        </li>
      )}
      sx={{ width: fullWidth ? '100%' : { sm: 240, md: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={streamMessages.searchPlaceholder}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': streamMessages.searchPlaceholder },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRoundedIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
