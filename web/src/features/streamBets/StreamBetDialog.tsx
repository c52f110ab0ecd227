import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { formatCents } from '@shared/core/money';
import { GAME_MODE_LABELS, GAMES, STREAM_BET_TYPE_LABELS } from '@shared/games/catalogue';
import { streamBetMessages } from '@shared/streamBets/messages';
import { wonBetMoney } from '@shared/streamBets/pricing';
import type { StreamOddsView } from '@shared/streamBets/types';
import type { UserDoc } from '@shared/users/types';
import { betLineText, offeredTypes } from './betLines';
import { BetOptionPicker } from './BetOptionPicker';
import { BroadcastDelayNotice } from './BroadcastDelayNotice';
import { SummaryRow } from './SummaryRow';
import { useBetLimits, useExclusion } from '../../lib/useBetLimits';
import { tipPercent, useStreamBetForm } from './useStreamBetForm';
import { usePlaceStreamBet } from './usePlaceStreamBet';
import { WagerFields } from './WagerFields';

interface StreamBetDialogProps {
  streamId: string;
  streamer: string;
  /** The priced games, first preselected. */
  games: StreamOddsView[];
  userDoc: UserDoc;
  onClose: () => void;
}

const ODDS_CHANGED_SHOWN_MS = 10_000;

/** The stream bet dialog: game and bet option, wager and tip, the payout summary, then the 'Place Bet' step. */
export function StreamBetDialog({ streamId, streamer, games, userDoc, onClose }: StreamBetDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const first = games[0]!;
  const [confirming, setConfirming] = useState(false);
  const [oddsChanged, setOddsChanged] = useState(false);
  const [game, setGame] = useState(first.gameType);
  const odds = games.find((entry) => entry.gameType === game) ?? first;
  const { begin, send, sending } = usePlaceStreamBet(onClose, () => {
    setConfirming(false);
    setOddsChanged(true);
  });
  const limits = useBetLimits(userDoc.id, { streamId, gameType: odds.gameType, gameMode: odds.gameMode });
  const exclusion = useExclusion(userDoc.id);
  const blocked = exclusion.data?.canGamble === false ? (exclusion.data.reason ?? streamBetMessages.placeFailed) : null;
  const { formik, total, cash, perBet, perMatch } = useStreamBetForm({ game: first.gameType, type: offeredTypes(first)[0]! }, userDoc, limits.data, () => {
    begin();
    setConfirming(true);
  });
  const { values } = formik;
  const multiplier = odds.multipliers[values.type] ?? 0;
  const tip = tipPercent(values);
  const money = useMemo(() => wonBetMoney({ cash, credits: values.credits }, multiplier, tip), [cash, values.credits, multiplier, tip]);

  useEffect(() => {
    if (!oddsChanged) return;
    const timer = setTimeout(() => setOddsChanged(false), ODDS_CHANGED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [oddsChanged]);

  const pickGame = (next: typeof game) => {
    setGame(next);
    const nextOdds = games.find((entry) => entry.gameType === next);
    if (nextOdds) void formik.setValues({ ...values, game: next, type: offeredTypes(nextOdds)[0]! });
  };
  const submit = () => {
    if (!confirming) return;
    void send({ streamId, oddsId: odds.id, type: values.type, game: { type: odds.gameType, mode: odds.gameMode }, multiplier, balance: cash, credits: values.credits, tip });
  };

  const summary = (
    <Box>
      <SummaryRow label="Bet" value={`${STREAM_BET_TYPE_LABELS[values.type]} · ${betLineText(values.type, odds)}`} />
      <SummaryRow label="Multiplier" value={`${multiplier.toFixed(2)}x`} testId="bet-multiplier" />
      <SummaryRow label="Wager" value={formatCents(total)} />
      <SummaryRow label="Credits" value={String(values.credits)} />
      <SummaryRow label="Tip to the streamer" value={tip ? `${tip}% · ${formatCents(money.tipAmount)}` : 'None'} />
      <SummaryRow label="Payout if it wins" value={formatCents(money.payout)} strong testId="bet-payout" />
    </Box>
  );

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="stream-bet-title">
      {confirming ? (
        <>
          <DialogTitle id="stream-bet-title">{streamBetMessages.placeBetTitle}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2 }}>
              <Typography>
                {GAMES[odds.gameType].name} bet on <strong>{streamer}</strong>&apos;s next {odds.source === 'admin' ? GAME_MODE_LABELS[odds.gameMode] : 'competitive'} match.
              </Typography>
              {summary}
              <Divider />
              <SummaryRow label="Available balance after" value={formatCents(userDoc.account.balance - cash)} />
              <SummaryRow label="Available credits after" value={String(userDoc.account.credits - values.credits)} />
              <BroadcastDelayNotice />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" disabled={sending} onClick={() => setConfirming(false)}>
              Back
            </Button>
            <Button variant="contained" disabled={sending} onClick={submit}>
              {sending ? 'Placing…' : streamBetMessages.placeBetTitle}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id="stream-bet-title">Bet on {streamer}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2.5, pt: 1 }}>
              {oddsChanged && (
                <Alert severity="info" onClose={() => setOddsChanged(false)} data-testid="odds-changed">
                  {streamBetMessages.oddsChanged}
                </Alert>
              )}
              {blocked && (
                <Alert severity="warning" data-testid="bet-blocked">
                  {blocked}
                </Alert>
              )}
              <Typography variant="body2" color="text.secondary" data-testid="bet-limits">
                Balance {formatCents(userDoc.account.balance)} · {userDoc.account.credits} credits
                {limits.data ? ` · Bet limit ${formatCents(perBet)} · Match limit ${formatCents(perMatch)}` : ''}
              </Typography>
              <BetOptionPicker games={games} game={odds.gameType} type={values.type} onGame={pickGame} onType={(type) => void formik.setFieldValue('type', type)} />
              <WagerFields formik={formik} availableCredits={userDoc.account.credits} hint="$5 minimum" />
              {summary}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="contained" disabled={values.amount === '' || !formik.isValid || !limits.data || !exclusion.data || blocked !== null} onClick={() => formik.handleSubmit()}>
              Continue
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
