import { Chip, type ChipProps } from '@mui/material';
import type { ChallengeStatus } from '@shared/challenges/constants';
import { CHALLENGE_STATUS_LABELS } from '@shared/challenges/status';

const COLOURS: Record<ChallengeStatus, ChipProps['color']> = {
  submitted: 'info',
  active: 'primary',
  declined: 'default',
  completed: 'success',
  failed: 'error',
};

export function ChallengeStatusChip({ status }: { status: ChallengeStatus }) {
  return <Chip size="small" label={CHALLENGE_STATUS_LABELS[status]} color={COLOURS[status]} sx={{ fontWeight: 700, textTransform: 'uppercase', fontSize: 11 }} />;
}
