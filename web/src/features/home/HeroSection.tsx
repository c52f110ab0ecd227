import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_PATHS } from '../../lib/paths';
import { SUPPORTED_GAMES } from '@shared/core/product';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

/** Where each game tag sits around the emblem, as percentages of the art box. */
const TAG_POSITIONS = [
  { top: '8%', left: '4%' },
  { top: '20%', right: '0%' },
  { top: '72%', left: '0%' },
  { bottom: '6%', right: '8%' },
  { top: '46%', right: '-4%' },
];

function HeroArt() {
  return (
    <Box aria-hidden sx={{ position: 'relative', width: '100%', maxWidth: 440, aspectRatio: '1', mx: 'auto' }}>
      {[1, 0.74, 0.48].map((scale, index) => (
        <Box
          key={scale}
          sx={(theme) => ({
            position: 'absolute',
            inset: `${((1 - scale) / 2) * 100}%`,
            borderRadius: '50%',
            border: `1px solid ${alpha(index === 1 ? theme.palette.secondary.main : theme.palette.primary.light, 0.25)}`,
            background:
              index === 2
                ? `radial-gradient(circle, ${alpha(theme.palette.primary.main, 0.45)}, ${alpha(theme.palette.primary.main, 0.05)} 70%)`
                : 'transparent',
          })}
        />
      ))}
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        sx={{
          position: 'absolute',
          width: '30%',
          left: '35%',
          top: '35%',
          filter: 'drop-shadow(0 16px 40px rgba(125, 34, 255, 0.6))',
          animation: `${float} 6s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      {SUPPORTED_GAMES.map((game, index) => (
        <Chip
          key={game}
          label={game}
          sx={(theme) => ({
            position: 'absolute',
            ...TAG_POSITIONS[index],
            fontWeight: 700,
            bgcolor: alpha(theme.palette.background.paper, 0.9),
            border: `1px solid ${alpha(index % 2 ? theme.palette.secondary.main : theme.palette.primary.light, 0.45)}`,
            backdropFilter: 'blur(6px)',
            animation: `${float} ${5 + index}s ease-in-out ${index * 0.4}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          })}
        />
      ))}
    </Box>
  );
}

export function HeroSection() {
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ position: 'relative', overflow: 'hidden' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.15fr) minmax(0, 0.85fr)' },
          alignItems: 'center',
          gap: { xs: 4, md: 6 },
          pt: { xs: 5, md: 10 },
          pb: { xs: 4, md: 8 },
        }}
      >
        <Stack sx={{ gap: 3, alignItems: 'flex-start' }}>
          <Chip
            label={
              <>
                <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                  18+ · Great Britain &amp; Northern Ireland · Identity verified
                </Box>
                <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                  18+ · UK only · Identity verified
                </Box>
              </>
            }
            size="small"
            variant="outlined"
            color="secondary"
            sx={{ fontWeight: 700, maxWidth: '100%' }}
          />
          <Typography
            id="hero-heading"
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.4rem', sm: '3.25rem', md: '3.5rem' }, lineHeight: 1.05 }}
          >
            Bet on the streams{' '}
            <Box
              component="span"
              sx={(theme) => ({
                background: `linear-gradient(90deg, ${theme.palette.primary.light}, ${theme.palette.secondary.main})`,
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
              })}
            >
              you watch.
            </Box>
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, maxWidth: 560 }}>
            Back your favourite streamers&apos; kills and wins, send them paid challenges and bet on scheduled esports
            battles, all live and all in one place.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, width: { xs: '100%', sm: 'auto' } }}>
            <Button
              component={RouterLink}
              to={AUTH_PATHS.signup}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardRoundedIcon />}
              sx={{ px: 4, py: 1.5, fontSize: '1.05rem', letterSpacing: '0.04em' }}
            >
              DEPOSIT NOW
            </Button>
            <Button
              component={RouterLink}
              to={AUTH_PATHS.login}
              variant="outlined"
              color="inherit"
              size="large"
              sx={{ px: 4, py: 1.5, fontSize: '1.05rem' }}
            >
              Log In
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, px: { sm: 8, md: 0 } }}>
          <HeroArt />
        </Box>
      </Container>
    </Box>
  );
}
