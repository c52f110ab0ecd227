import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import DoNotDisturbOnRoundedIcon from '@mui/icons-material/DoNotDisturbOnRounded';
import HelpOutlineRoundedIcon from '@mui/icons-material/HelpOutlineRounded';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { ConsentButtons, ConsentSummary } from './ConsentParts';
import type { CookieConsent } from './consentStorage';

const STATUS = {
  accepted: { label: 'Accepted', color: 'success', icon: <CheckCircleRoundedIcon />, text: 'You accepted cookies on this device.' },
  declined: {
    label: 'Declined',
    color: 'warning',
    icon: <DoNotDisturbOnRoundedIcon />,
    text: 'You declined cookies on this device, so only the information pages are open.',
  },
  unset: { label: 'Not chosen yet', color: 'default', icon: <HelpOutlineRoundedIcon />, text: 'You have not made a choice on this device yet.' },
} as const;

interface ConsentChoiceCardProps {
  consent: CookieConsent | null;
  onChoose: (consent: CookieConsent) => void;
  saving: boolean;
  /** The signed-in account holds the same choice. */
  savedToAccount: boolean;
}

/** The consent card of /manage-cookies: the current choice and the Accept and Decline buttons. */
export function ConsentChoiceCard({ consent, onChoose, saving, savedToAccount }: ConsentChoiceCardProps) {
  const status = STATUS[consent ?? 'unset'];
  return (
    <Card
      component="section"
      aria-labelledby="cookie-choice-heading"
      variant="outlined"
      sx={(theme) => ({ borderColor: alpha(theme.palette.secondary.main, 0.35), bgcolor: alpha(theme.palette.background.paper, 0.8) })}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack sx={{ gap: 2 }}>
          <Stack direction="row" sx={{ gap: 1.25, alignItems: 'center', flexWrap: 'wrap' }}>
            <CookieOutlinedIcon sx={{ color: 'secondary.main' }} aria-hidden />
            <Typography id="cookie-choice-heading" variant="h6" component="h2">
              Your cookie choice
            </Typography>
            <Chip icon={status.icon} label={status.label} color={status.color} variant="outlined" size="small" aria-hidden sx={{ ml: 'auto' }} />
          </Stack>
          <Typography role="status" data-testid="cookie-choice-status" sx={{ fontWeight: 600 }}>
            {status.text}
            {savedToAccount && ' It is saved to your account too.'}
          </Typography>
          <ConsentSummary />
          <Stack direction="row" sx={{ justifyContent: { sm: 'flex-end' } }}>
            <ConsentButtons onChoose={onChoose} disabled={saving} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
