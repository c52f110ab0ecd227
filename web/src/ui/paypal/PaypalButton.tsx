import { Box, Button, CircularProgress } from '@mui/material';

/**
 * PayPal's logotype, drawn as a graphic: a logotype keeps its brand colours (WCAG 1.4.3 exempts logotypes), and
 * the button is named in words.
 */
function PaypalWordmark() {
  return (
    <Box component="svg" aria-hidden viewBox="0 0 66 24" sx={{ width: 66, height: 24, display: 'block' }}>
      <text x="1" y="18" fontSize="18.4" fontWeight="800" fontStyle="italic" letterSpacing="-0.4" fontFamily="inherit">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </Box>
  );
}

/** The 'Pay with PayPal' button in PayPal's colours; choosing it opens the PayPal checkout for the amount entered. */
export function PaypalButton({ disabled, pending = false, onClick }: { disabled: boolean; pending?: boolean; onClick: () => void }) {
  return (
    <Button
      size="large"
      variant="contained"
      aria-label="Pay with PayPal"
      disabled={disabled}
      onClick={onClick}
      sx={{
        height: 48,
        bgcolor: '#ffc439',
        color: '#111',
        fontSize: '1.15rem',
        '&:hover': { bgcolor: '#f2ba36' },
        '&.Mui-disabled': { bgcolor: 'rgba(255,196,57,0.35)', '& svg': { opacity: 0.6 } },
      }}
    >
      {pending ? <CircularProgress size={22} sx={{ color: '#111' }} /> : <PaypalWordmark />}
    </Button>
  );
}
