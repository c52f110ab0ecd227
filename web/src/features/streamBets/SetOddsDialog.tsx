import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { DEALER_DESCRIPTIONS, GAME_MODE_LABELS, GAMES, STREAM_BET_TYPE_LABELS, type GameMode, type GameType } from '@shared/games/catalogue';
import { MULTIPLIER_MAX, MULTIPLIER_MIN } from '@shared/streamBets/constants';
import { rangesFor } from '@shared/streamBets/pricing';
import type { StreamOddsView } from '@shared/streamBets/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { betLineText } from './betLines';
import { LIVE_DEALER_GAMES, setOddsValues, useSetStreamOdds, useWithdrawStreamOdds } from './useSetStreamOdds';

interface SetOddsDialogProps {
  streamId: string;
  streamer: string;
  /** The live-dealer odds in force on the stream. */
  current: StreamOddsView[];
  onClose: () => void;
}

/** Admins set a live-dealer game's odds on a stream: game and mode, the kills target, each bet type's multiplier. */
export function SetOddsDialog({ streamId, streamer, current, onClose }: SetOddsDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [type, setType] = useState<GameType>(current[0]?.gameType ?? LIVE_DEALER_GAMES.find((game) => game === 'counter_strike') ?? LIVE_DEALER_GAMES[0]!);
  const inForce = current.find((odds) => odds.gameType === type);
  const formik = useSetStreamOdds(streamId, setOddsValues(type, inForce), onClose);
  const [askWithdraw, setAskWithdraw] = useState(false);
  const { withdraw, sending } = useWithdrawStreamOdds(streamId);
  const { values } = formik;
  const target = Number(values.killsTarget);
  const lines = Number.isInteger(target) && target > 0 ? { killsTarget: target, kdTarget: 0, ranges: rangesFor(target) } : null;
  const shown = (path: string, touched: boolean | undefined, error: string | undefined) => (touched || formik.submitCount > 0 ? error : undefined) ?? path;

  const confirmWithdraw = async () => {
    if (await withdraw(type)) onClose();
  };
  const formError = typeof formik.errors.multipliers === 'string' ? formik.errors.multipliers : undefined;

  return (
    <>
      <Dialog open onClose={formik.isSubmitting ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="set-odds-title">
        <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'contents' }}>
          <DialogTitle id="set-odds-title">Set odds for {streamer}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2.5, pt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {DEALER_DESCRIPTIONS.live}: bets on this game open at these odds until you change or withdraw them, and you settle them.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <TextField select fullWidth label="Game Type" value={type} onChange={(event) => setType(event.target.value as GameType)}>
                  {LIVE_DEALER_GAMES.map((game) => (
                    <MenuItem key={game} value={game}>
                      {GAMES[game].name}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  fullWidth
                  label="Game Mode"
                  name="game.mode"
                  value={values.game.mode}
                  onChange={(event) => void formik.setFieldValue('game.mode', event.target.value as GameMode)}
                >
                  {GAMES[type].modes.map((mode) => (
                    <MenuItem key={mode} value={mode}>
                      {GAME_MODE_LABELS[mode]}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              <TextField
                label="Kills target"
                name="killsTarget"
                value={values.killsTarget}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                error={Boolean((formik.touched.killsTarget || formik.submitCount > 0) && formik.errors.killsTarget)}
                helperText={shown('Whole kills; the ranges follow from it', formik.touched.killsTarget, formik.errors.killsTarget)}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Box>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                  Multipliers ({MULTIPLIER_MIN.toFixed(2)} to {MULTIPLIER_MAX.toFixed(2)})
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                  {GAMES[type].betTypes.map((betType) => {
                    const touched = formik.touched.multipliers?.[betType];
                    const error = (formik.errors.multipliers as Partial<Record<string, string>> | undefined)?.[betType];
                    return (
                      <TextField
                        key={betType}
                        label={STREAM_BET_TYPE_LABELS[betType]}
                        name={`multipliers.${betType}`}
                        value={values.multipliers[betType] ?? ''}
                        onChange={formik.handleChange}
                        onBlur={formik.handleBlur}
                        error={Boolean((touched || formik.submitCount > 0) && error)}
                        helperText={shown(lines ? betLineText(betType, lines) : ' ', touched, error)}
                        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                      />
                    );
                  })}
                </Box>
              </Box>
              {formError && formik.submitCount > 0 && (
                <Typography color="error" variant="body2" role="alert">
                  {formError}
                </Typography>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            {inForce && (
              <Button color="error" onClick={() => setAskWithdraw(true)} disabled={formik.isSubmitting} sx={{ mr: 'auto' }}>
                Withdraw odds
              </Button>
            )}
            <Button color="inherit" onClick={onClose} disabled={formik.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving…' : 'Save'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {askWithdraw && (
        <ConfirmDialog
          title={`Withdraw ${GAMES[type].name} odds?`}
          text="New bets on this game close. Bets already placed stay open until you settle them."
          confirm="Withdraw odds"
          busy={sending}
          onConfirm={() => void confirmWithdraw()}
          onClose={() => setAskWithdraw(false)}
        />
      )}
    </>
  );
}
