import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BATTLE_STATUS_LABELS, GAME_STATUS_LABELS } from '@shared/battles/constants';
import { formatBattleMessage } from '@shared/battles/messages';
import type { BattleBetDoc, BattleDoc, BattleGameDoc, Competitor, OddsSnapshotDoc } from '@shared/battles/types';
import { GAMES, GAME_MODE_LABELS, seriesLabel } from '@shared/games/catalogue';
import { Page } from '../../ui/Page';
import { usePageTitle } from '../../ui/usePageTitle';
import type { BetAction } from './betEligibility';
import { BetTable } from './BetTable';
import { ChestBar } from './ChestBar';
import { CompetitorCards } from './CompetitorCards';
import { formatBattleTime } from './dateRanges';
import { OddsChart } from './OddsChart';

/** What the battle page shows to anyone: the battle, its games, its odds history and its settled bets. */
export interface BattleView {
  battle: BattleDoc;
  games: BattleGameDoc[];
  history: OddsSnapshotDoc[];
  settled: BattleBetDoc[];
}

interface BattleDetailsProps {
  view: BattleView;
  actionFor: (competitor: Competitor) => BetAction;
  onBet: (competitor: Competitor) => void;
  /** The signed-in user's stakes per side, in cents. */
  ownTotals?: Record<string, number>;
  /** A manager's buttons, next to the status. */
  managerActions?: ReactNode;
  /** Sections of the signed-in user's own (their bets, an admin's open bets), above the settled bets. */
  memberSections?: ReactNode;
  /** The bet drawer, when open. */
  children?: ReactNode;
}

/** The battle page's content, from whichever reads supply it (REST for a visitor's first view, then live). */
export function BattleDetails({ view, actionFor, onBet, ownTotals = {}, managerActions, memberSections, children }: BattleDetailsProps) {
  const { battle, games, history, settled } = view;
  const title = battle.competitors.map((competitor) => competitor.name).join(' vs ');
  usePageTitle(title);
  return (
    <Page
      title={title}
      subtitle={`${GAMES[battle.game.type].name} · ${GAME_MODE_LABELS[battle.game.mode]} · ${seriesLabel(battle.series)} · ${formatBattleTime(battle.scheduledAt.toMillis())}`}
      actions={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          {managerActions}
          <Chip label={BATTLE_STATUS_LABELS[battle.status]} color={battle.status === 'live' ? 'error' : 'default'} />
        </Stack>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <CompetitorCards battle={battle} actionFor={actionFor} ownTotals={ownTotals} onBet={onBet} gap={2} />
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
        {memberSections}
        {settled.length > 0 && <BetTable title="Settled bets" bets={settled} rowTestId="settled-bet" />}
      </Stack>
      {children}
    </Page>
  );
}
