import { Button, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPanel } from '../../ui/StatusPanel';
import { STREAM_PATHS } from '../../lib/paths';

function Failed({ title, text }: { title: string; text: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 2 }}>
        <StatusPanel
          tone="error"
          title={title}
          actions={
            <>
              <Button variant="contained" component={RouterLink} to={STREAM_PATHS.search}>
                Search streamers
              </Button>
              <Button component={RouterLink} to="/">
                Go home
              </Button>
            </>
          }
        >
          <Typography>{text}</Typography>
        </StatusPanel>
      </Paper>
    </Container>
  );
}

/** /not-found: a streamer page or challenge link for nobody. */
export function NotFoundPage() {
  return <Failed title="Page not found" text="There is no streamer or page at this address. Check the link, or find a streamer by name." />;
}

/** /error: a lookup that failed for another reason. */
export function LookupErrorPage() {
  return <Failed title="Something went wrong" text="We could not open this page just now. Please try again in a moment." />;
}
