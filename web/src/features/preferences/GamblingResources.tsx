import { Link, List, ListItem, ListItemText } from '@mui/material';
import { NEW_TAB } from '../../lib/newTab';
import { PageLink } from '../../ui/links';
import { PAGE_PATHS } from '../../lib/paths';
import { SUPPORT_ORGANISATIONS } from '../../ui/supportOrganisations';

const { gamstop, gamCare, helpline } = SUPPORT_ORGANISATIONS;

type Resource = { label: string; text: string } & ({ to: string } | { href: string; newTab: boolean });

const RESOURCES: readonly Resource[] = [
  { label: 'Responsible Gaming', to: PAGE_PATHS.responsibleGaming, text: 'How we help you stay in control.' },
  { label: gamstop.name, href: gamstop.href, newTab: true, text: 'Exclude yourself from all UK-licensed gambling sites.' },
  { label: gamCare.name, href: gamCare.href, newTab: true, text: 'Free information, advice and support.' },
  { label: `${helpline.name}: ${helpline.phone}`, href: helpline.href, newTab: false, text: 'Free and confidential, 24 hours a day.' },
];

/** Where to find help: our own page and independent organisations. */
export function GamblingResources() {
  return (
    <List dense disablePadding>
      {RESOURCES.map((resource) => (
        <ListItem key={resource.label} disableGutters>
          <ListItemText
            primary={
              'to' in resource ? (
                <PageLink to={resource.to}>{resource.label}</PageLink>
              ) : (
                <Link href={resource.href} {...(resource.newTab && NEW_TAB)} color="secondary">
                  {resource.label}
                </Link>
              )
            }
            secondary={resource.text}
          />
        </ListItem>
      ))}
    </List>
  );
}
