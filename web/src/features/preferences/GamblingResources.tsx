import { Link, List, ListItem, ListItemText } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '../../app/paths';
import { SUPPORT_ORGANISATIONS } from '../pages/saferGambling';

const { gamstop, gamCare, helpline } = SUPPORT_ORGANISATIONS;

/** Where to find help: our own page and independent organisations. */
export function GamblingResources() {
  return (
    <List dense disablePadding>
      <ListItem disableGutters>
        <ListItemText
          primary={
            <Link component={RouterLink} to={ROUTES.responsibleGaming} color="secondary">
              Responsible Gaming
            </Link>
          }
          secondary="How we help you stay in control."
        />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText
          primary={
            <Link href={gamstop.href} target="_blank" rel="noopener noreferrer" color="secondary">
              {gamstop.name}
            </Link>
          }
          secondary="Exclude yourself from all UK-licensed gambling sites."
        />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText
          primary={
            <Link href={gamCare.href} target="_blank" rel="noopener noreferrer" color="secondary">
              {gamCare.name}
            </Link>
          }
          secondary="Free information, advice and support."
        />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText
          primary={
            <Link href={helpline.href} color="secondary">
              {helpline.name}: {helpline.phone}
            </Link>
          }
          secondary="Free and confidential, 24 hours a day."
        />
      </ListItem>
    </List>
  );
}
