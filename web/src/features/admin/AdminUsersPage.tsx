import { Alert, Box, Paper, Skeleton, Stack } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useCurrentUser } from '../auth';
import { Page } from '../../ui/Page';
import { EditRolesDialog } from './EditRolesDialog';
import { useUsers } from './useUsers';
import type { UserDoc } from '@shared/users/types';

const UsersGrid = lazy(() => import('./UsersGrid'));

function GridSkeleton() {
  return (
    <Stack sx={{ p: 1.5, gap: 1 }} aria-busy="true" aria-label="Loading users">
      <Skeleton variant="rounded" height={40} width={360} sx={{ maxWidth: '100%' }} />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

export function AdminUsersPage() {
  const { user } = useCurrentUser();
  const { users, loading, error } = useUsers();
  const [editing, setEditing] = useState<UserDoc | null>(null);

  return (
    <Page title="Users" subtitle="Every Clutchpot account, newest first. Use Edit roles to change what someone can do." maxWidth="xl">
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(error, 'Users could not be loaded. Please reload the page.')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <Box sx={{ minHeight: 420 }}>
          <Suspense fallback={<GridSkeleton />}>
            <UsersGrid users={users} loading={loading} onEditRoles={setEditing} />
          </Suspense>
        </Box>
      </Paper>
      {editing && user && (
        <EditRolesDialog key={editing.id} user={editing} currentUid={user.uid} onClose={() => setEditing(null)} />
      )}
    </Page>
  );
}
