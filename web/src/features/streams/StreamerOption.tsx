import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import type { StreamerSearchOption } from '@shared/streams/types';

/** One streamer in the search results: logo, name and whether they are live. */
export function StreamerOption({ option }: { option: StreamerSearchOption }) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', width: '100%', minWidth: 0 }}>
      <Avatar src={option.logo ?? undefined} alt="" sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontWeight: 800, fontSize: 15 }}>
        {option.username.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {option.username}
        </Typography>
      </Box>
      {option.online ? <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 800 }} /> : <Typography variant="caption" color="text.secondary">offline</Typography>}
    </Stack>
  );
}
