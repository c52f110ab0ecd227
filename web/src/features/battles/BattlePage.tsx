import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { BATTLE_STATUS_LABELS, GAME_STATUS_LABELS } from '@shared/battles/constants';
import { formatBattleMessage } from '@shared/battles/messages';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { GAMES, GAME_MODE_LABELS, seriesLabel } from '@shared/games/catalogue';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { Page } from '../../ui/Page';
import { usePageTitle } from '../../ui/usePageTitle';
import { hasAnyRole } from '@shared/core/roles';
import { AdminOpenBets } from './AdminOpenBets';
import { BetDrawer } from './BetDrawer';
import { BetTable } from './BetTable';
import { ChestBar } from './ChestBar';
import { CompetitorCard } from './CompetitorCard';
import { formatBattleTime } from './dateRanges';
import { ManagerActions } from './ManagerActions';
import { OddsChart } from './OddsChart';
import { OwnTotals } from './OwnTotals';
import { SettledBets } from './SettledBets';
import { useBattle, useBattleGames, useOddsHistory, useOwnBets } from './useBattle';
import { useBetAction } from './useBetAction';

function OwnBets({ battleId, uid }: { battleId: string; uid: string }) {
  const bets = useOwnBets(battleId, uid);
  if (bets.length === 0) return null;
  return <BetTable title="Your bets" bets={bets} />;
}

function Details({ battle }: { battle: BattleDoc }) {
  const games = useBattleGames(battle.id);
  const history = useOddsHistory(battle.id);
  const [open, setOpen] = useState<Competitor | null>(null);
  const { actionFor, press, current } = useBetAction((_battle, competitor) => setOpen(competitor));
  const uid = current.user?.uid ?? null;
  usePageTitle(battle.competitors.map((competitor) => competitor.name).join(' vs '));

  const sides = (totals: Record<string, number>) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      {battle.competitors.map((competitor) => (
        <CompetitorCard key={competitor.id} battle={battle} competitor={competitor} action={actionFor(battle, competitor)} ownTotal={totals[competitor.id] ?? 0} onBet={() => press(battle, competitor)} />
      ))}
    </Stack>
  );

  return (
    <Page
      title={battle.competitors.map((competitor) => competitor.name).join(' vs ')}
      subtitle={`${GAMES[battle.game.type].name} · ${GAME_MODE_LABELS[battle.game.mode]} · ${seriesLabel(battle.series)} · ${formatBattleTime(battle.scheduledAt.toMillis())}`}
      actions={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <ManagerActions battle={battle} />
          <Chip label={BATTLE_STATUS_LABELS[battle.status]} color={battle.status === 'live' ? 'error' : 'default'} />
        </Stack>
      }
    >
      <Stack sx={{ gap: 3 }}>
        {uid ? <OwnTotals battleId={battle.id} uid={uid}>{(totals) => sides(totals)}</OwnTotals> : sides({})}
        <Paper sx={{ p: 2 }}>
          <ChestBar total={battle.chest.total} target={battle.chest.target} />
        </Paper>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Odds
            </Typography>
            <OddsChart competitors={battle.competitors} history={history} />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Players
            </Typography>
            {battle.competitors.map((competitor) => (
              <Box key={competitor.id} sx={{ mb: 1 }}>
                <Typography variant="subtitle2">{competitor.name}</Typography>
                {Object.values(competitor.players).map((player) => (
                  <Link key={player.id} href={`/${player.name.toLowerCase()}`} sx={{ mr: 1.5 }}>
                    {player.name}
                  </Link>
                ))}
              </Box>
            ))}
          </Paper>
        </Box>
        <Paper sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Games
          </Typography>
          <Stack sx={{ gap: 1 }}>
            {Array.from({ length: battle.series }, (_, index) => {
              const game = games.find((item) => item.number === index + 1);
              const winner = battle.competitors.find((competitor) => competitor.id === game?.winnerId);
              return (
                <Stack key={index} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                  <Typography variant="body2">{formatBattleMessage.gameTitle(index + 1)}</Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    {winner && <Typography variant="body2">{winner.name}</Typography>}
                    <Chip size="small" label={GAME_STATUS_LABELS[game?.status ?? 'pending']} />
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        </Paper>
        {uid && <OwnBets battleId={battle.id} uid={uid} />}
        {hasAnyRole(current.claims, ['admin']) && <AdminOpenBets battle={battle} />}
        <SettledBets battleId={battle.id} />
      </Stack>
      {open && uid && current.userDoc && (
        <BetDrawer battle={battle} competitor={open} userDoc={current.userDoc} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}

/** /battles/{slug}: the battle, live. A missing battle goes to the home page. */
export function BattlePage() {
  const { slug = '' } = useParams();
  const battle = useBattle(slug);
  if (battle === undefined) return <LoadingScreen />;
  if (battle === null) return <Navigate to="/" replace />;
  return <Details battle={battle} />;
}
