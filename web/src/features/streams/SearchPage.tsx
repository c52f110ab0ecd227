import { Avatar, Box, Chip, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Paper, Skeleton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../ui/Page';
import { streamerPath } from './routePaths';
import { useStreamerSearch } from './useStreamerSearch';
import { STREAMER_SEARCH_MAX_LIMIT } from '@shared/streams/constants';
import { streamMessages } from '@shared/streams/messages';

/** /search, Who's Live: every streamer whose name starts with what is typed, live ones first. */
export function SearchPage() {
  const [text, setText] = useState('');
  const search = useStreamerSearch(text, true, STREAMER_SEARCH_MAX_LIMIT);
  const streamers = [...(search.data ?? [])].sort((a, b) => Number(b.online) - Number(a.online));
  return (
    <Page title={streamMessages.searchTitle} subtitle={streamMessages.whosLive} maxWidth="md">
      <TextField
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={streamMessages.searchPlaceholder}
        slotProps={{ htmlInput: { 'aria-label': streamMessages.searchPlaceholder, maxLength: 32 } }}
        sx={{ mb: 2.5 }}
      />
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        {search.isPending ? (
          <Stack sx={{ p: 2, gap: 1.5 }} role="status" aria-busy="true" aria-label="Loading streamers">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : streamers.length === 0 ? (
          <Box sx={{ p: 3, color: 'text.secondary' }}>{streamMessages.noStreamersFound}</Box>
        ) : (
          <List aria-label="Streamers" disablePadding>
            {streamers.map((streamer) => (
              <ListItem key={streamer.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={streamerPath(streamer.username)}>
                <ListItemAvatar>
                  <Avatar src={streamer.logo ?? undefined} alt="" sx={{ bgcolor: 'primary.main', fontWeight: 800 }}>
                    {streamer.username.charAt(0).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={streamer.username} secondary={streamer.online ? 'Live now' : streamMessages.offline} />
                {streamer.online && <Chip label="LIVE" color="error" size="small" sx={{ fontWeight: 800 }} />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Page>
  );
}
