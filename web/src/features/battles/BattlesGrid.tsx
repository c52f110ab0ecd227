import { Link } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { BATTLE_STATUS_LABELS } from '@shared/battles/constants';
import type { BattleDoc } from '@shared/battles/types';
import { GAMES, GAME_MODE_LABELS, seriesLabel } from '@shared/games/catalogue';
import { formatBattleTime } from './dateRanges';
import { battleHref } from './routePaths';

const PAGE_SIZES = [10, 25, 100];
const side = (battle: BattleDoc, role: 'challenger' | 'opponent') => battle.competitors.find((competitor) => competitor.role === role)?.name ?? '';

const COLUMNS: GridColDef<BattleDoc>[] = [
  { field: 'id', headerName: 'Battle ID', flex: 1, minWidth: 180 },
  { field: 'game', headerName: 'Game', minWidth: 130, valueGetter: (_value, battle) => GAMES[battle.game.type].name },
  { field: 'mode', headerName: 'Mode', minWidth: 130, valueGetter: (_value, battle) => GAME_MODE_LABELS[battle.game.mode] },
  { field: 'type', headerName: 'Type', minWidth: 90, valueGetter: (_value, battle) => (battle.type === 'team' ? 'Teams' : 'Players') },
  { field: 'series', headerName: 'Series', minWidth: 110, valueGetter: (_value, battle) => seriesLabel(battle.series) },
  { field: 'challenger', headerName: 'Challenger', flex: 1, minWidth: 130, valueGetter: (_value, battle) => side(battle, 'challenger') },
  { field: 'opponent', headerName: 'Opponent', flex: 1, minWidth: 130, valueGetter: (_value, battle) => side(battle, 'opponent') },
  {
    field: 'scheduledAt',
    headerName: 'Date',
    minWidth: 230,
    valueGetter: (_value, battle) => battle.scheduledAt.toMillis(),
    valueFormatter: (value: number) => formatBattleTime(value),
  },
  { field: 'status', headerName: 'Status', minWidth: 100, valueGetter: (_value, battle) => BATTLE_STATUS_LABELS[battle.status] },
  {
    field: 'slug',
    headerName: 'Details',
    minWidth: 90,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={battleHref(row.slug)} target="_blank" rel="noopener">
        Details
      </Link>
    ),
  },
];

interface BattlesGridProps {
  battles: BattleDoc[];
  loading: boolean;
  isAdmin: boolean;
  onSelect: (battleId: string) => void;
}

/** Manage Battles' grid (loaded on demand): quick filter after 500 ms, CSV export for admins only, no print. */
export default function BattlesGrid({ battles, loading, isAdmin, onSelect }: BattlesGridProps) {
  return (
    <DataGrid
      aria-label="Battles"
      rows={battles}
      columns={COLUMNS}
      loading={loading}
      showToolbar
      slotProps={{
        toolbar: {
          showQuickFilter: true,
          quickFilterProps: { debounceMs: 500 },
          csvOptions: { disableToolbarButton: !isAdmin, fileName: 'battles' },
          printOptions: { disableToolbarButton: true },
        },
      }}
      initialState={{
        pagination: { paginationModel: { pageSize: PAGE_SIZES[0] } },
        columns: { columnVisibilityModel: { id: false, mode: false } },
      }}
      pageSizeOptions={PAGE_SIZES}
      onRowClick={({ row }) => onSelect((row as BattleDoc).id)}
      localeText={{ noRowsLabel: 'No battles yet' }}
      sx={{ border: 0, minHeight: 420, '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }}
    />
  );
}
