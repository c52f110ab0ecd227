import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { IconButton } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { SOCIAL_BUTTON_PLACE } from './socialButtonPlace';
import { PRODUCT_NAME } from '@shared/core/product';

const SocialSpeedDial = lazy(() => import('./SocialSpeedDial').then((m) => ({ default: m.SocialSpeedDial })));

/**
 * The floating social button as a plain button shaped like the speed dial's: the speed dial (and the tooltips of its
 * links) load when a visitor first points at it, touches it or tabs to it, so a visitor's first page goes without.
 */
export function SocialLinksButton() {
  const [reached, setReached] = useState<'pointer' | 'keyboard' | null>(null);
  const button = (
    <IconButton
      aria-label={`Follow ${PRODUCT_NAME}`}
      aria-expanded={false}
      onPointerEnter={() => setReached((was) => was ?? 'pointer')}
      onClick={() => setReached((was) => was ?? 'pointer')}
      onFocus={() => setReached((was) => was ?? 'keyboard')}
      sx={{
        ...SOCIAL_BUTTON_PLACE,
        zIndex: 'speedDial',
        width: 48,
        height: 48,
        boxShadow: 6,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        '&:hover': { bgcolor: 'secondary.dark' },
      }}
    >
      <ShareRoundedIcon />
    </IconButton>
  );
  if (!reached) return button;
  return (
    <Suspense fallback={button}>
      <SocialSpeedDial focused={reached === 'keyboard'} />
    </Suspense>
  );
}
