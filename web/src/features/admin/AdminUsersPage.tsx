import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { SUPPORT_SEARCH_MIN_LENGTH, supportMessages } from '@shared/support/messages';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { Page } from '../../ui/Page';
import { AdminTabs } from './AdminTabs';
import { EditRolesDialog } from './EditRolesDialog';
import type { RolesSubject } from './roleLabels';
import { UserDetailPanel } from './UserDetailPanel';
import { UserSearchField } from './UserSearchField';
import { useUserSearch, type UserSearch } from './useUserSearch';

const UsersGrid = lazy(() => import('./UsersGrid'));

function GridSkeleton() {
  return (
    <Stack sx={{ p: 1.5, gap: 1 }} role="status" aria-busy="true" aria-label="Loading users">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

function searchHelp(typed: string, search: UserSearch): string {
  const length = typed.trim().length;
  if (length > 0 && length < SUPPORT_SEARCH_MIN_LENGTH) return supportMessages.searchTooShort;
  if (search.mode === 'newest') return 'The newest accounts are listed. Type the start of a username or email, or a user id.';
  return `Users whose username or email starts with “${search.query}”.`;
}

function emptyText(search: UserSearch): string {
  return search.mode === 'newest' ? 'No users yet' : `No users match “${search.query}”`;
}

/** /admin/users (Super Admin): the support desk. Find a user, see their account, act with a written reason. */
export function AdminUsersPage() {
  const { user } = useCurrentUser();
  const [typed, setTyped] = useState('');
  const search = useUserSearch(typed);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<RolesSubject | null>(null);

  return (
    <Page
      title="Users"
      subtitle="The support desk: find an account, check its gambling controls and money, and act with a written reason. Every action is audited."
      maxWidth="xl"
    >
      <AdminTabs />
      <Stack sx={{ gap: 3 }}>
        <UserSearchField value={typed} onChange={setTyped} helperText={searchHelp(typed, search)} />
        {search.error !== undefined && (
          <Alert severity="error">{errorMessage(search.error, 'Users could not be loaded. Please try again.')}</Alert>
        )}
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, color: 'text.secondary' }} aria-live="polite">
            {search.mode === 'newest' ? 'Newest accounts' : `Search results for “${search.query}”`}
          </Typography>
          <Box sx={{ minHeight: 420 }}>
            <Suspense fallback={<GridSkeleton />}>
              <UsersGrid rows={search.rows} loading={search.loading} emptyText={emptyText(search)} selectedId={selectedId} onSelect={setSelectedId} />
            </Suspense>
          </Box>
        </Paper>
        {selectedId ? (
          <UserDetailPanel key={selectedId} userId={selectedId} currentUid={user?.uid} onEditRoles={setEditing} />
        ) : (
          <Typography color="text.secondary" data-testid="desk-hint">
            Select a user to see their identity, eligibility, limits and money, and what support can do.
          </Typography>
        )}
      </Stack>
      {editing && user && (
        <EditRolesDialog key={editing.id} user={editing} currentUid={user.uid} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
