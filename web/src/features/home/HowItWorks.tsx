import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import SportsEsportsRoundedIcon from '@mui/icons-material/SportsEsportsRounded';
import WhatshotRoundedIcon from '@mui/icons-material/WhatshotRounded';
import { Box, Card, CardContent, Container, Typography } from '@mui/material';
import { IconTile } from '../../ui/IconTile';
import { SUPPORTED_GAMES } from '@shared/core/product';

const STEPS = [
  {
    title: 'Bet on live streams',
    text: 'Pick a streamer who is live and bet on their next game: kills, a match win or their kill/death ratio.',
    icon: LiveTvRoundedIcon,
    tone: 'primary',
  },
  {
    title: 'Challenge streamers',
    text: 'Send a paid challenge and watch them take it on. Streamers keep 90% of what their challenges earn.',
    icon: WhatshotRoundedIcon,
    tone: 'secondary',
  },
  {
    title: 'Esports battles',
    text: `Back a player or a team in scheduled battles across ${SUPPORTED_GAMES.slice(0, -1).join(', ')} and ${SUPPORTED_GAMES.at(-1)}.`,
    icon: SportsEsportsRoundedIcon,
    tone: 'primary',
  },
] as const;

export function HowItWorks() {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="how-it-works-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Typography id="how-it-works-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
        How it works
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
        Three ways to get closer to the game.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }, gap: { xs: 2, md: 3 } }}>
        {STEPS.map(({ title, text, icon: Icon, tone }) => (
          <Card key={title} variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 3, md: 3.5 } }}>
              <IconTile tone={tone} size={52} tint={0.14} sx={{ mb: 2.5 }}>
                <Icon aria-hidden />
              </IconTile>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
