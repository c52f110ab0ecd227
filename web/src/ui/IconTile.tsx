import { Box, type BoxProps } from '@mui/material';
import { alpha } from '@mui/material/styles';

type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

interface IconTileProps extends Omit<BoxProps, 'color'> {
  tone: Tone;
  /** Width and height, in px. */
  size: number;
  /** Opacity of the tone behind the icon. */
  tint?: number;
  radius?: number;
  /** The icon's colour, when not the tone itself. */
  iconColor?: string;
}

/** An icon on a square tile tinted with one palette tone, as on the feature and link cards. */
export function IconTile({ tone, size, tint = 0.12, radius = 1.5, iconColor, sx, children, ...rest }: IconTileProps) {
  return (
    <Box
      {...rest}
      sx={[
        (theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: size,
          height: size,
          borderRadius: radius,
          flexShrink: 0,
          color: iconColor ?? theme.palette[tone].main,
          bgcolor: alpha(theme.palette[tone].main, tint),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
