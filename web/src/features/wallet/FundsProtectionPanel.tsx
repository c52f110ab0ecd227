import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, Paper, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { PRODUCT_NAME } from '@shared/core/product';
import { useAgreeToFundsProtection } from './useAgreeToFundsProtection';

const GAMBLING_COMMISSION_FUNDS_URL = 'https://www.gamblingcommission.gov.uk/public-and-players';

/**
 * The funds protection notice (UK Gambling Commission licence condition 4.1.1): shown before the first deposit,
 * and the deposit form only appears once the customer has confirmed reading it.
 */
export function FundsProtectionPanel({ onAgreed }: { onAgreed: () => void }) {
  const [ticked, setTicked] = useState(false);
  const { save, saving } = useAgreeToFundsProtection(onAgreed);

  return (
    <Stack component="section" aria-labelledby="funds-protection-heading" sx={{ gap: 2.5 }}>
      <Paper
        variant="outlined"
        sx={(theme) => ({
          p: { xs: 2, sm: 2.5 },
          borderRadius: 2,
          borderColor: alpha(theme.palette.warning.main, 0.4),
          bgcolor: alpha(theme.palette.warning.main, 0.06),
        })}
      >
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', mb: 1.5 }}>
          <ShieldOutlinedIcon sx={{ color: 'warning.light' }} aria-hidden />
          <Typography id="funds-protection-heading" variant="h6" component="h3">
            How your money is protected
          </Typography>
        </Stack>
        <Box sx={{ color: 'text.secondary', '& p': { m: 0 }, display: 'grid', gap: 1.25 }}>
          <Typography variant="body2" component="p">
            {PRODUCT_NAME} holds customer funds in a bank account that is separate from the money we use to run our
            business. This meets the Gambling Commission&apos;s requirements for the segregation of customer funds at
            the level: <strong>not protected</strong>. This means that, if {PRODUCT_NAME} became insolvent, the money
            in your account would not be protected and you might not get it back.
          </Typography>
          <Typography variant="body2" component="p">
            The Gambling Commission rates funds protection as not protected, medium or high.{' '}
            <Link href={GAMBLING_COMMISSION_FUNDS_URL} target="_blank" rel="noopener noreferrer" color="secondary">
              Find out more about how your money is protected
            </Link>
            .
          </Typography>
        </Box>
      </Paper>
      <FormControlLabel
        control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} disabled={saving} />}
        label="I have read and understood how my funds are protected."
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          size="large"
          disabled={!ticked || saving}
          onClick={() => void save()}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minWidth: 140, width: { xs: '100%', sm: 'auto' } }}
        >
          {saving ? 'Saving…' : 'Continue'}
        </Button>
      </Stack>
    </Stack>
  );
}
