import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { IconTile } from '../../ui/IconTile';
import type { NavItem } from '../../lib/routes';

/** Cards for the pages this user can open, taken from the navigation so they never point at a missing page. */
export function QuickLinks({ items }: { items: NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="quick-links-heading">
      <Typography id="quick-links-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Jump to
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {items.map(({ id, href, label, description, icon: Icon }) => (
          <li key={id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={href}
                sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, height: '100%', justifyContent: 'flex-start' }}
              >
                <IconTile tone="primary" size={44} tint={0.16} iconColor="primary.light">
                  <Icon aria-hidden />
                </IconTile>
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {description}
                  </Typography>
                </Box>
                <ChevronRightRoundedIcon aria-hidden sx={{ color: 'text.secondary' }} />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
