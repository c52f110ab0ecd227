import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BATTLE_STATUS_LABELS } from '@shared/battles/constants';
import { managerButtons } from '@shared/battles/status';
import type { BattleDoc } from '@shared/battles/types';
import { hasAnyRole } from '@shared/core/roles';
import { formatCents } from '@shared/core/money';
import { GAMES, seriesLabel } from '@shared/games/catalogue';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Page } from '../../ui/Page';
import { useCurrentUser } from '../auth';
import { useBattleFilters, filterBattles } from './BattleFilters';
import { ChestBar } from './ChestBar';
import { formatBattleTime } from './dateRanges';
import { EditBattleDrawer } from './EditBattleDrawer';
import { RecordDrawer } from './RecordDrawer';
import { battleHref } from './routePaths';
import { ConfirmBattleActionDialog } from './ConfirmBattleActionDialog';
import { useManageBattle } from './useManageBattle';
import { useManagedBattles } from './useManagedBattles';

const BattlesGrid = lazy(() => import('./BattlesGrid'));

function DetailPanel({ battle, isAdmin }: { battle: BattleDoc | null; isAdmin: boolean }) {
  const { busy, pending, cancel, voidBattle, confirm, dismiss } = useManageBattle();
  const [open, setOpen] = useState<'edit' | 'record' | null>(null);
  if (!battle) {
    return (
      <Paper sx={{ p: 3, mb: 3 }}>
        <Typography color="text.secondary">Select a row to view battle details</Typography>
      </Paper>
    );
  }
  const buttons = managerButtons({ status: battle.status, chestFull: battle.chest.total >= battle.chest.target, isAdmin });
  return (
    <Paper sx={{ p: 3, mb: 3 }} data-testid="battle-details">
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {battle.competitors.map((side) => side.name).join(' vs ')}
            </Typography>
            <Chip size="small" label={BATTLE_STATUS_LABELS[battle.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {GAMES[battle.game.type].name} · {seriesLabel(battle.series)} · {formatBattleTime(battle.scheduledAt.toMillis())}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Chest {formatCents(battle.chest.total)} of {formatCents(battle.chest.target)} · {battle.chest.count} bets{battle.useReserve ? ' · Reserve' : ''}
          </Typography>
          <Box sx={{ mt: 1.5, maxWidth: 360 }}>
            <ChestBar total={battle.chest.total} target={battle.chest.target} />
          </Box>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={battleHref(battle.slug)} variant="outlined">
            Open
          </Button>
          <Button variant="outlined" disabled={!buttons.edit} onClick={() => setOpen('edit')}>
            Edit
          </Button>
          <Button variant="contained" disabled={!buttons.record} onClick={() => setOpen('record')}>
            Record
          </Button>
          <Button color="warning" variant="outlined" disabled={!buttons.cancel || busy} onClick={() => cancel(battle.id)}>
            Cancel battle
          </Button>
          {isAdmin && (
            <Button color="error" variant="outlined" disabled={!buttons.void || busy} onClick={() => voidBattle(battle.id)}>
              Void battle
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmBattleActionDialog pending={pending} busy={busy} onConfirm={confirm} onClose={dismiss} />
      {open === 'edit' && <EditBattleDrawer key={battle.id} battle={battle} onClose={() => setOpen(null)} />}
      {open === 'record' && <RecordDrawer battle={battle} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

/** /manage/battles: the selected battle's panel above the filters, New Battle and the grid of the battles this manager may manage. */
export function ManageBattlesPage() {
  const { user, claims } = useCurrentUser();
  const isAdmin = hasAnyRole(claims, ['admin']);
  const { battles, loading } = useManagedBattles(user?.uid ?? '', isAdmin);
  const { status, range, controls } = useBattleFilters('manage-battles');
  const shown = useMemo(() => filterBattles(battles, { status, range }), [battles, status, range]);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const battle = battles.find((item) => item.id === selected) ?? null;
  return (
    <Page title="Manage Battles" maxWidth="xl">
      <DetailPanel battle={battle} isAdmin={isAdmin} />
      <Paper>
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ p: 2, gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          {controls}
          <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setCreating(true)}>
            New Battle
          </Button>
        </Stack>
        <Suspense fallback={<LoadingScreen label="Loading battles" />}>
          <BattlesGrid battles={shown} loading={loading} isAdmin={isAdmin} onSelect={setSelected} />
        </Suspense>
      </Paper>
      {creating && <EditBattleDrawer battle={null} onClose={() => setCreating(false)} onSaved={(saved) => setSelected(saved.battleId)} />}
    </Page>
  );
}
