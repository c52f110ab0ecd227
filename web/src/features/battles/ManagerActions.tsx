import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import ScoreboardRoundedIcon from '@mui/icons-material/ScoreboardRounded';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { managerButtons } from '@shared/battles/status';
import type { BattleDoc } from '@shared/battles/types';
import { ConfirmBattleActionDialog } from './ConfirmBattleActionDialog';
import { useManageBattle } from './useManageBattle';
import { useManagesBattle } from './useManagesBattle';

// The drawers load when a manager opens one, not with every battles list.
const EditBattleDrawer = lazy(() => import('./EditBattleDrawer').then((module) => ({ default: module.EditBattleDrawer })));
const RecordDrawer = lazy(() => import('./RecordDrawer').then((module) => ({ default: module.RecordDrawer })));

function Action({ title, disabled, onClick, children }: { title: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={title}>
      {/* The span lets the tooltip explain a disabled button too. */}
      <span>
        <IconButton size="small" aria-label={title} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The manager's icon buttons on a battle (edit, record, cancel, void), enabled by the spec's rules; nothing for others. */
export function ManagerActions({ battle }: { battle: BattleDoc }) {
  const { manages, isAdmin } = useManagesBattle(battle);
  const { busy, pending, cancel, voidBattle, confirm, dismiss } = useManageBattle();
  const [open, setOpen] = useState<'edit' | 'record' | null>(null);
  if (!manages) return null;
  const buttons = managerButtons({ status: battle.status, chestFull: battle.chest.total >= battle.chest.target, isAdmin });
  return (
    <Stack direction="row" role="group" aria-label="Manage battle">
      <Action title="Edit battle" disabled={!buttons.edit} onClick={() => setOpen('edit')}>
        <EditRoundedIcon fontSize="small" />
      </Action>
      <Action title="Record battle" disabled={!buttons.record} onClick={() => setOpen('record')}>
        <ScoreboardRoundedIcon fontSize="small" />
      </Action>
      <Action title="Cancel battle" disabled={!buttons.cancel || busy} onClick={() => cancel(battle.id)}>
        <EventBusyRoundedIcon fontSize="small" />
      </Action>
      {isAdmin && (
        <Action title="Void battle" disabled={!buttons.void || busy} onClick={() => voidBattle(battle.id)}>
          <BlockRoundedIcon fontSize="small" />
        </Action>
      )}
      <ConfirmBattleActionDialog pending={pending} busy={busy} onConfirm={confirm} onClose={dismiss} />
      <Suspense fallback={null}>
        {open === 'edit' && <EditBattleDrawer battle={battle} onClose={() => setOpen(null)} />}
        {open === 'record' && <RecordDrawer battle={battle} onClose={() => setOpen(null)} />}
      </Suspense>
    </Stack>
  );
}
