import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { DEALER_DESCRIPTIONS, GAME_MODE_LABELS, GAMES, STREAM_BET_TYPE_LABELS, type GameType, type StreamBetType } from '@shared/games/catalogue';
import type { StreamOddsView } from '@shared/streamBets/types';
import { betLineText, offeredTypes } from './betLines';

interface BetOptionPickerProps {
  games: StreamOddsView[];
  game: GameType;
  type: StreamBetType;
  onGame: (game: GameType) => void;
  onType: (type: StreamBetType) => void;
}

/** Game picker and the game's bet options, each with what it needs and its multiplier. */
export function BetOptionPicker({ games, game, type, onGame, onType }: BetOptionPickerProps) {
  const odds = games.find((entry) => entry.gameType === game) ?? games[0]!;
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        label="Game"
        value={odds.gameType}
        onChange={(event) => onGame(event.target.value as GameType)}
        helperText={`${GAME_MODE_LABELS[odds.gameMode]} · ${DEALER_DESCRIPTIONS[GAMES[odds.gameType].dealer]}`}
      >
        {games.map((entry) => (
          <MenuItem key={entry.gameType} value={entry.gameType}>
            {GAMES[entry.gameType].name}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="bet-option-label">Bet</FormLabel>
        <RadioGroup aria-labelledby="bet-option-label" value={type} onChange={(event) => onType(event.target.value as StreamBetType)}>
          {offeredTypes(odds).map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio size="small" />}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { flex: 1 } }}
              label={
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <span>
                    {STREAM_BET_TYPE_LABELS[option]}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {betLineText(option, odds)}
                    </Typography>
                  </span>
                  <Typography component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={`multiplier-${option}`}>
                    {odds.multipliers[option]!.toFixed(2)}x
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
