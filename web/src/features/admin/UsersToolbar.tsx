import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import FilterListRoundedIcon from '@mui/icons-material/FilterListRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ViewColumnRoundedIcon from '@mui/icons-material/ViewColumnRounded';
import { Badge, Box, InputAdornment, TextField, Tooltip } from '@mui/material';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

/** The users grid's toolbar: an always-visible search box plus the columns and filters panels. */
export function UsersToolbar() {
  return (
    <Toolbar style={{ gap: 8, padding: '10px 12px', minHeight: 'auto' }}>
      <QuickFilter debounceMs={300} defaultExpanded style={{ flex: 1, maxWidth: 360, display: 'flex' }}>
        <QuickFilterControl
          render={({ ref, ...other }) => (
            <TextField
              {...other}
              inputRef={ref}
              size="small"
              placeholder="Search username, email or role"
              aria-label="Search users"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRoundedIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: other.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelRoundedIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                  ...other.slotProps?.input,
                },
                ...other.slotProps,
              }}
            />
          )}
        />
      </QuickFilter>
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
          <ViewColumnRoundedIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Filters" color="default">
              <Badge badgeContent={state.filterCount} color="secondary" variant="dot">
                <FilterListRoundedIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}
