import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import SportsEsportsRoundedIcon from '@mui/icons-material/SportsEsportsRounded';
import { Box, Button, Card, CardActionArea, Paper, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import { useCurrentUser } from '../auth';
import { useFeatureFlags } from '../remoteConfig';
import { IconTile } from '../../ui/IconTile';
import { onboardingRoles, type OnboardingRole, type OnboardingRoleId } from './onboardingRoles';
import { useFinishOnboarding } from './useFinishOnboarding';
import { PRODUCT_NAME } from '@shared/core/product';

const ICONS: Record<OnboardingRoleId, typeof SvgIcon> = {
  streamer: LiveTvRoundedIcon,
  challenger: SportsEsportsRoundedIcon,
  bettor: EmojiEventsRoundedIcon,
};

function RoleChoice({ role, onChoose }: { role: OnboardingRole; onChoose: (to: string, state?: unknown) => void }) {
  const Icon = ICONS[role.id];
  const labelId = `onboarding-role-${role.id}`;
  const descriptionId = `${labelId}-description`;
  return (
    <Card variant="outlined" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <CardActionArea
        onClick={() => onChoose(role.to, role.state)}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data-testid={`onboarding-${role.id}`}
        sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2, height: '100%', justifyContent: 'flex-start' }}
      >
        <IconTile tone="secondary" size={52} radius={2}>
          <Icon aria-hidden />
        </IconTile>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={labelId} sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
            {role.label}
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {role.description}
          </Typography>
        </Box>
        <ChevronRightRoundedIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </CardActionArea>
    </Card>
  );
}

/** The role chooser a new user sees at the top of the home page until they choose or skip (either clears isNew). */
export function OnboardingCard() {
  const { userDoc } = useCurrentUser();
  const { flags } = useFeatureFlags();
  const finish = useFinishOnboarding();
  const roles = onboardingRoles(flags.betting, userDoc?.isVerified === true);
  return (
    <Paper
      component="section"
      aria-labelledby="onboarding-heading"
      variant="outlined"
      data-testid="onboarding"
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        borderRadius: 2,
        borderColor: alpha(theme.palette.primary.main, 0.5),
        background: `linear-gradient(120deg, ${alpha(theme.palette.primary.main, 0.2)}, ${alpha(theme.palette.secondary.main, 0.05)} 70%)`,
      })}
    >
      <Typography id="onboarding-heading" variant="h5" component="h2" sx={{ mb: 0.5, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
        Welcome to {PRODUCT_NAME} — how will you play?
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2, sm: 2.5 } }}>
        Pick where to start. You can do the other later from the menu.
      </Typography>
      <Box
        component="ul"
        aria-label="Ways to play"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {roles.map((role) => (
          <li key={role.id}>
            <RoleChoice role={role} onChoose={finish} />
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="text" color="inherit" onClick={() => finish()} sx={{ color: 'text.secondary' }}>
          Skip for now
        </Button>
      </Box>
    </Paper>
  );
}
