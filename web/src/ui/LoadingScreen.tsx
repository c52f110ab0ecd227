import { Box, CircularProgress, Stack } from '@mui/material';

interface LoadingScreenProps {
  /** Accessible name of the progress indicator. */
  label?: string;
  /** Fills the whole viewport and shows the logo (app start-up); otherwise fills the content area. */
  fullScreen?: boolean;
}

export function LoadingScreen({ label = 'Loading', fullScreen = false }: LoadingScreenProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : '50vh', p: 3 }}>
      <Stack sx={{ alignItems: 'center', gap: 3 }}>
        {fullScreen && <Box component="img" src="/logo.svg" alt="" sx={{ width: 64, height: 64 }} />}
        <CircularProgress aria-label={label} color="secondary" size={fullScreen ? 36 : 40} thickness={4} />
      </Stack>
    </Box>
  );
}
