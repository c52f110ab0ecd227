import { alpha, createTheme } from '@mui/material/styles';
import { BRAND_COLORS } from '../ui/brand';

const background = { default: '#0d0718', paper: '#170e29' };
const PRIMARY_LIGHT = '#b48cff';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    // Text on a coloured surface (a contained button, a chip) meets WCAG AA's 4.5:1 contrast.
    contrastThreshold: 4.5,
    // light is used where purple sits on the dark background as text (focused labels, outlined chips).
    primary: { main: BRAND_COLORS.primary, light: PRIMARY_LIGHT, contrastText: '#ffffff' },
    secondary: { main: BRAND_COLORS.secondary, contrastText: '#06251f' },
    background,
    divider: alpha('#ffffff', 0.1),
    success: { main: '#2fd67b' },
    warning: { main: '#ffb547' },
    error: { main: '#ff5a6a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.01em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: background.default,
          backgroundImage: `radial-gradient(1200px 600px at 10% -10%, ${alpha(BRAND_COLORS.primary, 0.18)}, transparent 60%), radial-gradient(900px 500px at 110% 10%, ${alpha(BRAND_COLORS.secondary, 0.08)}, transparent 60%)`,
          backgroundAttachment: 'fixed',
        },
        // Honour the system's reduced-motion setting everywhere: no transitions, no looping animations.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          borderRadius: 999,
          paddingInline: 20,
          // Purple text on the dark background takes the light shade (WCAG AA contrast).
          variants: [
            { props: { variant: 'text', color: 'primary' }, style: { color: PRIMARY_LIGHT } },
            {
              props: { variant: 'outlined', color: 'primary' },
              style: { color: PRIMARY_LIGHT, borderColor: alpha(PRIMARY_LIGHT, 0.5) },
            },
          ],
        },
      },
    },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: alpha(background.default, 0.85),
          backdropFilter: 'blur(12px)',
          borderBottom: `1px solid ${alpha('#ffffff', 0.08)}`,
        },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiTooltip: {
      defaultProps: { arrow: true },
      styleOverrides: {
        tooltip: { backgroundColor: '#2a1d45', fontSize: '0.8rem', padding: '8px 12px', maxWidth: 280 },
        arrow: { color: '#2a1d45' },
      },
    },
    MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
    MuiDrawer: {
      styleOverrides: { paper: { backgroundColor: background.paper, borderRight: `1px solid ${alpha('#ffffff', 0.08)}` } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          marginInline: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(BRAND_COLORS.primary, 0.22),
            '& .MuiListItemIcon-root': { color: BRAND_COLORS.secondary },
          },
          '&.Mui-selected:hover': { backgroundColor: alpha(BRAND_COLORS.primary, 0.3) },
        },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
    MuiListSubheader: {
      styleOverrides: {
        root: {
          backgroundColor: 'transparent',
          fontSize: '0.72rem',
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          lineHeight: '32px',
        },
      },
    },
    MuiTab: {
      styleOverrides: {
        root: {
          fontWeight: 700,
          textTransform: 'none',
          fontSize: '0.95rem',
          minHeight: 56,
          '&.Mui-selected': { color: '#ffffff' },
        },
      },
    },
    MuiTabs: { styleOverrides: { indicator: { height: 3, borderRadius: 3, backgroundColor: BRAND_COLORS.secondary } } },
    MuiLink: { defaultProps: { color: 'primary.light' } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: PRIMARY_LIGHT } } } },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: PRIMARY_LIGHT } } } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiDialog: { styleOverrides: { paper: { borderRadius: 16, backgroundColor: background.paper } } },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${BRAND_COLORS.secondary}`, outlineOffset: 2 } },
      },
    },
  },
});
