import { Box } from '@mui/material';

const SIZES = {
  small: { diameter: 40, border: 2, fontSize: '0.85rem' },
  medium: { diameter: 56, border: 3, fontSize: '1.1rem' },
  large: { diameter: 72, border: 3, fontSize: '1.4rem' },
} as const;

/** The round "18+" mark; decorative, the text next to it says the same in words. */
export function AgeBadge({ size = 'small' }: { size?: keyof typeof SIZES }) {
  const { diameter, border, fontSize } = SIZES[size];
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        width: diameter,
        height: diameter,
        borderRadius: '50%',
        border: `${border}px solid`,
        borderColor: 'error.main',
        fontWeight: 800,
        fontSize,
      }}
    >
      18+
    </Box>
  );
}
