import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPanel } from '../../ui/StatusPanel';
import { HOME_PATHS } from '../../lib/paths';

/** An email link that cannot be used (missing, expired or already used): what went wrong and the way home. */
export function InvalidLinkPanel({ title, detail }: { title: string; detail: string }) {
  return (
    <StatusPanel
      tone="error"
      title={title}
      actions={
        <Button variant="contained" component={RouterLink} to={HOME_PATHS.home}>
          Return to Home
        </Button>
      }
    >
      <Typography>{detail}</Typography>
    </StatusPanel>
  );
}
