import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import { BONUS_CREDIT_CENTS, formatCents } from '@shared/core/money';

interface CreditsStepperProps {
  credits: number;
  available: number;
  onChange: (credits: number) => void;
  /** Also say how many credits the user has ("$10.00 of 3"). */
  showAvailable?: boolean;
}

/** The credits picked for a wager or donation, one at a time up to what the user has, with their dollar value. */
export function CreditsStepper({ credits, available, onChange, showAvailable = false }: CreditsStepperProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }} role="group" aria-label="Credits">
      <IconButton aria-label="Fewer credits" disabled={credits === 0} onClick={() => onChange(credits - 1)}>
        <RemoveRoundedIcon />
      </IconButton>
      <Box sx={{ textAlign: 'center', minWidth: 84 }}>
        <Typography variant="body2">{credits} credits</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatCents(credits * BONUS_CREDIT_CENTS)}
          {showAvailable ? ` of ${available}` : ''}
        </Typography>
      </Box>
      <IconButton aria-label="More credits" disabled={credits >= available} onClick={() => onChange(credits + 1)}>
        <AddRoundedIcon />
      </IconButton>
    </Stack>
  );
}
