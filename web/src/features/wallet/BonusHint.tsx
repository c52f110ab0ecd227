import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import { Stack, Typography } from '@mui/material';
import { depositBonus, type BonusConfig } from '@shared/wallet/bonus';
import { formatDateTime } from '@shared/core/dates';
import { plural } from '../../lib/plural';
import { formatCents } from '@shared/core/money';

/**
 * What a deposit earns in Bonus Credits, worked out with the same rule the server applies: the exact credits
 * for the amount entered when it qualifies, otherwise the rule and when the next bonus is available.
 */
export function BonusHint(props: { config: BonusConfig; amountCents: number | null; lastBonusAt: number | null; now: number }) {
  const { config, amountCents, lastBonusAt, now } = props;
  const rule = `Deposit ${formatCents(config.minDepositCents)} to ${formatCents(config.maxDepositCents)} to earn 1 Bonus Credit per ${formatCents(config.depositCentsPerCredit)}, once every ${config.cooldownHours} hours.`;
  // The shared rule answers null for the next bonus once the promotion is over.
  if (depositBonus(config, config.minDepositCents, now, null).nextBonusAvailableAt === null) return null;
  const cooldownEnds = lastBonusAt === null ? null : lastBonusAt + config.cooldownHours * 3_600_000;
  const credits = amountCents === null ? 0 : depositBonus(config, amountCents, now, lastBonusAt).credits;
  const text =
    cooldownEnds !== null && cooldownEnds > now
      ? `Your next deposit bonus is available on ${formatDateTime(cooldownEnds)}.`
      : credits > 0
        ? `This deposit earns ${plural(credits, 'Bonus Credit')} into your Bonus Chest.`
        : rule;
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', color: 'warning.light' }} data-testid="bonus-hint">
      <Inventory2RoundedIcon fontSize="small" sx={{ mt: '2px' }} aria-hidden />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
    </Stack>
  );
}
