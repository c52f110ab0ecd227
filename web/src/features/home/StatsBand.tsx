import { Box, Container, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { HOME_STATS } from './content';

export function StatsBand() {
  return (
    <Container component="section" maxWidth="lg" aria-label="Clutchpot in numbers">
      <Paper
        variant="outlined"
        sx={(theme) => ({
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
          borderRadius: 2,
          overflow: 'hidden',
          background: `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.secondary.main, 0.06)})`,
        })}
      >
        {HOME_STATS.map((stat, index) => (
          <Box
            key={stat.label}
            sx={(theme) => ({
              p: { xs: 2.5, sm: 3.5 },
              textAlign: 'center',
              borderTop: { xs: index ? `1px solid ${theme.palette.divider}` : 'none', sm: 'none' },
              borderLeft: { sm: index ? `1px solid ${theme.palette.divider}` : 'none' },
            })}
          >
            <Typography
              component="p"
              sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, color: 'secondary.main', lineHeight: 1.1 }}
            >
              {stat.value}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {stat.label}
            </Typography>
          </Box>
        ))}
      </Paper>
    </Container>
  );
}
