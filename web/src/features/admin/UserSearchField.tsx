import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { SUPPORT_SEARCH_MAX_LENGTH } from '@shared/support/messages';

interface UserSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  error?: boolean;
}

/** The desk's search box: a username or email prefix (or a user id). */
export function UserSearchField({ value, onChange, helperText, error }: UserSearchFieldProps) {
  return (
    <TextField
      id="desk-search"
      label="Find a user"
      placeholder="Username or email"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      error={error}
      autoComplete="off"
      sx={{ maxWidth: 520 }}
      slotProps={{
        htmlInput: { maxLength: SUPPORT_SEARCH_MAX_LENGTH, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton edge="end" size="small" aria-label="Clear search" onClick={() => onChange('')}>
                <CancelRoundedIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
