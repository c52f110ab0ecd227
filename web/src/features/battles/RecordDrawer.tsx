import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { GAME_STATUS_LABELS, STAT_MAX, STAT_MIN } from '@shared/battles/constants';
import { battleMessages, formatBattleMessage } from '@shared/battles/messages';
import { statsRefusal } from '@shared/battles/schemas';
import type { BattleDoc, BattleGameDoc } from '@shared/battles/types';
import { GAME_STAT_LABELS, statsFor } from '@shared/games/catalogue';
import { formatDateTime } from '@shared/core/dates';
import { BATTLE_DRAWER_PAPER } from './battleDrawer';
import { useBattleGames } from './useBattle';
import { useRecordGame } from './useRecordGame';

type Stats = Record<string, Record<string, string>>;

function GamePanel({ battle, number, game, enabled, expanded, onToggle }: { battle: BattleDoc; number: number; game: BattleGameDoc | undefined; enabled: boolean; expanded: boolean; onToggle: () => void }) {
  const { record, saving } = useRecordGame();
  const [winnerId, setWinnerId] = useState('');
  const [stats, setStats] = useState<Stats>({});
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = game?.status ?? 'pending';
  const statNames = statsFor(battle.game.type, battle.game.mode);
  const players = battle.competitors.flatMap((side) => Object.values(side.players).map((player) => ({ ...player, side: side.name })));
  const winner = battle.competitors.find((side) => side.id === game?.winnerId);
  const showResults = status === 'review' || status === 'over';
  const numbers = Object.fromEntries(Object.entries(stats).map(([id, values]) => [id, Object.fromEntries(Object.entries(values).map(([stat, value]) => [stat, value === '' ? undefined : Number(value)]))]));

  const askToSave = () => {
    const refusal = winnerId ? statsRefusal(numbers, players.map((player) => player.id), statNames) : battleMessages.winnerRequired;
    setError(refusal);
    if (!refusal) setConfirming(true);
  };
  const save = async () => {
    setConfirming(false);
    await record({ battleId: battle.id, number, action: 'result', winnerId, stats: numbers as Record<string, Record<string, number>> });
  };

  return (
    <Accordion expanded={expanded} onChange={onToggle} disabled={!enabled} data-testid={`game-${number}`}>
      <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{formatBattleMessage.gameTitle(number)}</Typography>
          <Chip size="small" label={GAME_STATUS_LABELS[status]} color={status === 'live' ? 'error' : 'default'} />
          {winner && <Typography variant="body2">{winner.name}</Typography>}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack sx={{ gap: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
            <Button variant="outlined" disabled={status !== 'pending' || saving} onClick={() => void record({ battleId: battle.id, number, action: 'start' })}>
              Start Game
            </Button>
            <Typography variant="body2" color="text.secondary">
              {game?.startedAt ? formatDateTime(game.startedAt.toMillis()) : '—'}
            </Typography>
            <Button variant="outlined" disabled={status !== 'live' || saving} onClick={() => void record({ battleId: battle.id, number, action: 'end' })}>
              Game Over
            </Button>
            <Typography variant="body2" color="text.secondary">
              {game?.endedAt ? formatDateTime(game.endedAt.toMillis()) : '—'}
            </Typography>
          </Stack>
          {showResults && (
            <>
              <RadioGroup row value={status === 'over' ? (game?.winnerId ?? '') : winnerId} onChange={(event) => setWinnerId(event.target.value)} aria-label="Winner">
                {battle.competitors.map((side) => (
                  <FormControlLabel key={side.id} value={side.id} control={<Radio />} label={side.name} disabled={status === 'over'} />
                ))}
              </RadioGroup>
              {players.map((player) => (
                <Stack key={player.id} direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ minWidth: 140 }}>
                    {player.name} <Typography component="span" variant="caption" color="text.secondary">({player.side})</Typography>
                  </Typography>
                  {statNames.map((stat) => (
                    <TextField
                      key={stat}
                      size="small"
                      type="number"
                      label={GAME_STAT_LABELS[stat]}
                      disabled={status === 'over'}
                      value={status === 'over' ? String(game?.results?.players[player.id]?.stats[stat] ?? '') : (stats[player.id]?.[stat] ?? '')}
                      onChange={(event) => setStats({ ...stats, [player.id]: { ...stats[player.id], [stat]: event.target.value } })}
                      slotProps={{ htmlInput: { min: STAT_MIN, max: STAT_MAX, 'aria-label': `${GAME_STAT_LABELS[stat]} for ${player.name}` } }}
                      sx={{ width: 110 }}
                    />
                  ))}
                </Stack>
              ))}
              {error && (
                <Typography color="error" variant="body2" role="alert">
                  {error}
                </Typography>
              )}
              {status !== 'over' && (
                <Box>
                  <Button variant="contained" disabled={saving} onClick={askToSave}>
                    Save
                  </Button>
                </Box>
              )}
            </>
          )}
        </Stack>
      </AccordionDetails>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`save-game-${number}`}>
        <DialogTitle id={`save-game-${number}`}>Save game</DialogTitle>
        <DialogContent>{battleMessages.confirmGameSave}</DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void save()}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Accordion>
  );
}

/** The Record Battle drawer (width 760): one panel per game, in order; the first game not over opens. */
export function RecordDrawer({ battle, onClose }: { battle: BattleDoc; onClose: () => void }) {
  const games = useBattleGames(battle.id);
  const firstOpen = Array.from({ length: battle.series }, (_, index) => index + 1).find((number) => games.find((game) => game.number === number)?.status !== 'over');
  const [open, setOpen] = useState<number | null>(battle.status === 'review' || battle.status === 'final' ? null : (firstOpen ?? null));
  const recordable = battle.status === 'scheduled' || battle.status === 'live';
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: BATTLE_DRAWER_PAPER }}>
      <Stack direction="row" sx={{ px: 3, py: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h2">
            Record Battle
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {battle.competitors.map((side) => `${side.name} ${battle.results[side.id]?.wins ?? 0}`).join(' – ')}
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close">
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 3 }}>
        {Array.from({ length: battle.series }, (_, index) => {
          const number = index + 1;
          const earlierOver = games.filter((game) => game.number < number && game.status === 'over').length === number - 1;
          const game = games.find((item) => item.number === number);
          return (
            <GamePanel
              key={number}
              battle={battle}
              number={number}
              game={game}
              enabled={(recordable && earlierOver) || game !== undefined}
              expanded={open === number}
              onToggle={() => setOpen(open === number ? null : number)}
            />
          );
        })}
      </Box>
    </Drawer>
  );
}
