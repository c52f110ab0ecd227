import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Drawer,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { battleMessages } from '@shared/battles/messages';
import { gamblingMessages } from '@shared/gambling/messages';
import { betFee, winningPayout } from '@shared/battles/odds';
import { battleBetFormSchema } from '@shared/battles/schemas';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { BONUS_CREDIT_CENTS, dollarsToCents, formatCents } from '@shared/core/money';
import { BATTLE_LIMIT_LABELS, formatWagerMessage, wagerMessages } from '@shared/wagers/messages';
import type { UserDoc } from '@shared/users/types';
import { useBetLimits, useExclusion } from '../../lib/useBetLimits';
import { CreditsStepper } from '../../ui/CreditsStepper';
import { BATTLE_DRAWER_PAPER } from './battleDrawer';
import { usePlaceBet } from './usePlaceBet';
import { competitorOdds } from './competitorOdds';

interface BetDrawerProps {
  battle: BattleDoc;
  competitor: Competitor;
  userDoc: UserDoc;
  onClose: () => void;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The Bet drawer (width 760): balance, limits, fee and payout, the amount and credits, then the confirmation. The
 * limits are the server's (checkBetLimits on this battle) and so is whether the user may gamble (checkExclusion);
 * createBattleBet checks both again.
 */
export function BetDrawer({ battle, competitor, userDoc, onClose }: BetDrawerProps) {
  const published = competitorOdds(battle, competitor);
  const [odds, setOdds] = useState(published);
  const [oddsChanged, setOddsChanged] = useState(false);
  const [amount, setAmount] = useState('');
  const [credits, setCredits] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const { begin, send, sending } = usePlaceBet(onClose, (next) => {
    setOdds(next);
    setOddsChanged(true);
    setConfirming(false);
  });

  // A new published price while the drawer is open replaces the odds and opens the alert.
  const [lastPublished, setLastPublished] = useState(published);
  if (published !== lastPublished) {
    setLastPublished(published);
    setOdds(published);
    setOddsChanged(true);
  }

  const account = userDoc.account;
  const limits = useBetLimits(userDoc.id, { battleId: battle.id });
  const exclusion = useExclusion(userDoc.id);
  const blocked = exclusion.data?.canGamble === false ? (exclusion.data.reason ?? gamblingMessages.gamblingExcluded) : null;
  const perBet = limits.data?.bet.remaining ?? 0;
  const perMatch = limits.data?.match.remaining ?? 0;
  const ready = limits.data !== undefined && exclusion.data !== undefined && blocked === null;
  const cash = amount === '' || Number.isNaN(Number(amount)) ? 0 : dollarsToCents(Number(amount));
  const total = cash + credits * BONUS_CREDIT_CENTS;
  const fee = betFee(total, odds, battle.type, battle.useReserve);
  const payout = winningPayout({ cash, credits }, odds);

  const loaded = limits.data !== undefined;
  const amountError = (): string | null => {
    if (amount === '') return null;
    try {
      battleBetFormSchema('dollars').validateSync({ balance: Number(amount), credits });
    } catch (failure) {
      return failure instanceof ValidationError ? failure.message : String(failure);
    }
    if (!loaded) return null;
    if (total > perBet) return formatWagerMessage.limitExceeded(BATTLE_LIMIT_LABELS.bet, total - perBet);
    if (total > perMatch) return formatWagerMessage.limitExceeded(BATTLE_LIMIT_LABELS.match, total - perMatch);
    if (cash + fee.total > account.balance) return wagerMessages.insufficientFunds;
    return null;
  };
  const error = amountError();

  const submit = () => void send({ battleId: battle.id, competitorId: competitor.id, balance: cash, credits, odds });
  const confirm = () => {
    begin();
    setConfirming(true);
  };

  return (
    <Drawer anchor="right" open onClose={sending ? undefined : onClose} slotProps={{ paper: BATTLE_DRAWER_PAPER }}>
      <Stack direction="row" sx={{ px: 3, py: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h2">
            Bet
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Balance {formatCents(account.balance)} · {account.credits} credits
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="Close" disabled={sending}>
          <CloseRoundedIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack sx={{ p: 3, gap: 2.5 }}>
        <Typography variant="subtitle1">
          {competitor.name} at <strong data-testid="drawer-odds">{odds.toFixed(2)}</strong>
        </Typography>
        {oddsChanged && (
          <Alert severity="info" onClose={() => setOddsChanged(false)} data-testid="odds-changed">
            <AlertTitle>{battleMessages.oddsChangedTitle}</AlertTitle>
            {battleMessages.oddsChanged}
          </Alert>
        )}
        {blocked && (
          <Alert severity="warning" data-testid="bet-blocked">
            {blocked}
          </Alert>
        )}
        {(limits.isError || exclusion.isError) && (
          <Alert severity="error" data-testid="limits-failed">
            {battleMessages.limitsUnavailable}
          </Alert>
        )}
        <Box data-testid="bet-limits">
          <Row label="Bet limit remaining" value={limits.data ? formatCents(perBet) : '…'} />
          <Row label="Battle limit remaining" value={limits.data ? formatCents(perMatch) : '…'} />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField
            label="Amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'Minimum $5'}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal', max: 1000, step: 0.01 } }}
            sx={{ flex: 1 }}
          />
          <CreditsStepper credits={credits} available={account.credits} onChange={setCredits} />
        </Stack>
        <Box>
          <Row label="Stake" value={formatCents(total)} />
          {battle.useReserve && <Row label="Reserve fee" value={formatCents(fee.total)} />}
          <Row label="Payout if it wins" value={formatCents(payout)} strong />
        </Box>
        <Button variant="contained" size="large" disabled={!ready || amount === '' || Boolean(error) || sending} onClick={confirm}>
          Place bet
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={sending ? undefined : () => setConfirming(false)} aria-labelledby="bet-confirm-title" maxWidth="xs" fullWidth>
        <DialogTitle id="bet-confirm-title">Confirm your bet</DialogTitle>
        <DialogContent>
          <Row label="Name" value={competitor.name} />
          <Row label="Amount" value={formatCents(total)} strong />
          <Row label="Credits" value={String(credits)} />
          <Row label="Balance" value={formatCents(cash + fee.total)} />
          <Row label="Available balance" value={formatCents(account.balance - cash - fee.total)} />
          <Row label="Available credits" value={String(account.credits - credits)} />
          <Row label="Odds" value={odds.toFixed(2)} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" disabled={sending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="contained" disabled={sending} onClick={submit}>
            {sending ? 'Placing…' : 'Confirm'}
          </Button>
        </DialogActions>
      </Dialog>
    </Drawer>
  );
}
