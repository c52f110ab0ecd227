import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { DeferredSearchBox } from './DeferredSearchBox';
import { streamMessages } from '@shared/streams/messages';

const StreamerSearchBox = lazy(() => import('./StreamerSearchBox'));

/**
 * On phones the header's search is an icon opening the full-screen 'Who's Live' dialog; wider screens show the box.
 * Either way the search itself (MUI's Autocomplete) loads when it is first used, not with the page.
 */
export default function WhosLiveButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <DeferredSearchBox />
      </Box>
      <IconButton color="inherit" aria-label={streamMessages.searchPlaceholder} onClick={() => setOpen(true)} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
        <SearchRoundedIcon />
      </IconButton>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby="whos-live-title">
        <DialogTitle id="whos-live-title" component="div">
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box component="h2" sx={{ m: 0, typography: 'h6' }}>
              {streamMessages.whosLive}
            </Box>
            <IconButton aria-label="Close" onClick={close} edge="end">
              <CloseRoundedIcon />
            </IconButton>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <Suspense fallback={null}>
            <StreamerSearchBox autoFocus fullWidth onChosen={close} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
