import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { streamMessages } from '@shared/streams/messages';

/**
 * The header's search box as it looks before anyone uses it: a plain input drawn like the small outlined field,
 * without MUI's Autocomplete and TextField (about 28 kB gzip), which load when it is pointed at or focused
 * (DeferredSearchBox). What is typed meanwhile is kept and handed to the real box.
 */
export function SearchBoxStandIn({
  value,
  onChange,
  onPoint,
  onFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  onPoint: () => void;
  onFocus: () => void;
}) {
  return (
    <Box
      onPointerEnter={onPoint}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: { sm: 240, md: 320 },
        height: 40,
        pl: '7px',
        pr: '14px',
        borderRadius: `${theme.shape.borderRadius}px`,
        border: `1px solid ${alpha(theme.palette.common.white, 0.23)}`,
        color: 'text.primary',
        '&:hover': { borderColor: 'text.primary' },
        '&:focus-within': { borderColor: 'primary.main', boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
      })}
    >
      <SearchRoundedIcon fontSize="small" />
      <Box
        component="input"
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        aria-label={streamMessages.searchPlaceholder}
        placeholder={streamMessages.searchPlaceholder}
        value={value}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        onFocus={onFocus}
        sx={{
          flex: 1,
          minWidth: 0,
          p: '8.5px 0 8.5px 5px',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '1rem',
          '&::placeholder': { color: 'text.primary', opacity: 0.5 },
        }}
      />
    </Box>
  );
}
