import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { hasAnyRole, type Role } from '@shared/core/roles';
import { useCurrentUser } from '../auth';
import { ADMIN_PATHS } from './routePaths';

const TABS: Array<{ label: string; path: string; roles: readonly Role[] }> = [
  { label: 'Users', path: ADMIN_PATHS.users, roles: ['superAdmin'] },
  { label: 'Customer interaction', path: ADMIN_PATHS.harm, roles: ['superAdmin'] },
  { label: 'Summary', path: ADMIN_PATHS.summary, roles: ['admin'] },
  { label: 'Migrations', path: ADMIN_PATHS.migrations, roles: ['admin'] },
];

/** The operator's console tabs, each a page of its own; a tab shows only to the roles that may open it. */
export function AdminTabs() {
  const { claims } = useCurrentUser();
  const { pathname } = useLocation();
  const tabs = TABS.filter((tab) => hasAnyRole(claims, tab.roles));
  const current = tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? false;
  return (
    <Tabs value={current} aria-label="Admin areas" variant="scrollable" scrollButtons="auto" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab key={tab.path} label={tab.label} value={tab.path} component={Link} to={tab.path} />
      ))}
    </Tabs>
  );
}
