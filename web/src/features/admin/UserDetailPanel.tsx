import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import ManageAccountsRoundedIcon from '@mui/icons-material/ManageAccountsRounded';
import { Alert, Box, Button, Chip, IconButton, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '@shared/core/dates';
import { formatCents } from '@shared/core/money';
import type { SupportUserView } from '@shared/support/types';
import { errorMessage } from '../../lib/errors';
import { plural } from '../../lib/plural';
import { ActivityTable } from './ActivityTable';
import { AuditTrail } from './AuditTrail';
import { DeskActions } from './DeskActions';
import { DeskCard, DeskFacts } from './DeskFacts';
import { LimitsTable } from './LimitsTable';
import { OrdersTable } from './OrdersTable';
import { SupportActionDialog } from './SupportActionDialog';
import { deskClosedFor, type DeskAction } from './supportActions';
import { identityLabel, periodLabel } from './supportLabels';
import { ROLE_LABELS, rolesOf } from './roleLabels';
import { useSupportView } from './useSupportView';
import { MonthlyHistoryTable } from '../wallet';

/** Cash wagered per Bonus Chest credit unlocked (DECISIONS.md). */
const CHEST_STEP_CENTS = 2_000;

interface UserDetailPanelProps {
  userId: string;
  currentUid: string | undefined;
  onEditRoles: (view: SupportUserView) => void;
}

function PanelSkeleton() {
  return (
    <Stack sx={{ gap: 2 }} role="status" aria-busy="true" aria-label="Loading the user">
      <Skeleton variant="rounded" height={56} width="60%" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    </Stack>
  );
}

function Header({ view, refreshing, onReload, onEditRoles }: { view: SupportUserView; refreshing: boolean; onReload: () => void; onEditRoles: () => void }) {
  const roles = rolesOf(view);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography id="user-detail-heading" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {view.username}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {view.email}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.75, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label="User" />
          {roles.map((role) => (
            <Chip key={role} size="small" variant="outlined" label={ROLE_LABELS[role]} />
          ))}
          <Typography variant="caption" color="text.secondary">
            {view.createdAt === null ? '' : `Joined ${formatDateTime(view.createdAt)} · `}id {view.id}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
        <Tooltip title="Reload">
          <span>
            <IconButton aria-label="Reload the user" onClick={onReload} disabled={refreshing}>
              <RefreshRoundedIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Button variant="outlined" startIcon={<ManageAccountsRoundedIcon />} onClick={onEditRoles}>
          Edit roles
        </Button>
      </Stack>
    </Stack>
  );
}

function UserDetails({ view, currentUid, refreshing, onReload, onEditRoles }: Omit<UserDetailPanelProps, 'userId' | 'onEditRoles'> & { view: SupportUserView; refreshing: boolean; onReload: () => void; onEditRoles: () => void }) {
  const [action, setAction] = useState<DeskAction | null>(null);
  const { identity, account } = view;
  return (
    <Stack sx={{ gap: 2.5 }}>
      <Header view={view} refreshing={refreshing} onReload={onReload} onEditRoles={onEditRoles} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <DeskCard id="desk-eligibility" title="Identity and eligibility">
          <DeskFacts
            facts={[
              {
                term: 'Identity',
                value: `${identityLabel(identity)}${identity.updatedAt === null ? '' : ` · ${formatDateTime(identity.updatedAt)}`}`,
                testId: 'desk-identity',
              },
              { term: 'Betting eligibility', value: view.betting ? 'Eligible' : 'Not eligible', testId: 'desk-betting' },
              { term: 'Support exclusion', value: view.exclusion, testId: 'desk-exclusion' },
              { term: 'Deposits', value: view.moneyInRefusal ?? 'Open', testId: 'desk-deposits' },
            ]}
          />
        </DeskCard>
        <DeskCard id="desk-breaks" title="Self-exclusion and self-pause">
          <DeskFacts
            facts={[
              { term: 'Self-exclusion', value: periodLabel(view.selfExclusion, 'exclusion'), testId: 'desk-self-exclusion' },
              {
                term: 'Excluded since',
                value: view.selfExclusion.startDate === null ? '—' : formatDateTime(view.selfExclusion.startDate),
              },
              { term: 'Self-pause', value: periodLabel(view.selfPause, 'pause'), testId: 'desk-self-pause' },
              { term: 'Paused since', value: view.selfPause.startDate === null ? '—' : formatDateTime(view.selfPause.startDate) },
            ]}
          />
        </DeskCard>
        <DeskCard id="desk-money" title="Balance and credits">
          <DeskFacts
            facts={[
              { term: 'Cash balance', value: formatCents(account.balance), testId: 'desk-balance' },
              { term: 'Bonus Credits', value: String(account.credits), testId: 'desk-credits' },
              { term: 'Bonus Chest', value: plural(account.chestCredits, 'locked credit'), testId: 'desk-chest' },
              {
                term: 'Towards next unlock',
                value: `${formatCents(account.chestProgress)} of ${formatCents(CHEST_STEP_CENTS)} wagered`,
              },
            ]}
          />
        </DeskCard>
        <DeskCard id="desk-limits" title="Limits">
          <LimitsTable view={view} />
        </DeskCard>
      </Box>
      <DeskCard id="desk-monthly" title="Money by month">
        <MonthlyHistoryTable userId={view.id} />
      </DeskCard>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
        <DeskCard id="desk-activity" title="Activity by product">
          <ActivityTable userId={view.id} />
        </DeskCard>
        <DeskCard id="desk-orders" title="Orders">
          <OrdersTable userId={view.id} />
        </DeskCard>
      </Box>
      <DeskCard id="desk-actions" title="Actions">
        <DeskActions view={view} closed={deskClosedFor(view, currentUid)} onChoose={setAction} />
      </DeskCard>
      <DeskCard id="desk-audit" title="Recent audit entries">
        <AuditTrail entries={view.recentAudit} />
      </DeskCard>
      {action && <SupportActionDialog key={action.id} action={action} view={view} onClose={() => setAction(null)} />}
    </Stack>
  );
}

/** The selected user: everything the desk knows about them and what support can do. */
export function UserDetailPanel({ userId, currentUid, onEditRoles }: UserDetailPanelProps) {
  const { view, error, refreshing, reload } = useSupportView(userId);
  return (
    <Paper
      component="section"
      {...(view ? { 'aria-labelledby': 'user-detail-heading' } : { 'aria-label': 'Selected user' })}
      variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} data-testid="user-detail">
      {view ? (
        <UserDetails view={view} currentUid={currentUid} refreshing={refreshing} onReload={reload} onEditRoles={() => onEditRoles(view)} />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={reload}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'This user could not be loaded.')}
        </Alert>
      ) : (
        <PanelSkeleton />
      )}
    </Paper>
  );
}
