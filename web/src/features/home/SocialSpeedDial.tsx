import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { SpeedDial, SpeedDialAction, SpeedDialIcon } from '@mui/material';
import { useState } from 'react';
import { SocialIcon } from '../../ui/SocialIcon';
import { SOCIAL_LINKS } from '../../ui/socialLinks';
import { SOCIAL_BUTTON_PLACE } from './socialButtonPlace';
import { PRODUCT_NAME } from '@shared/core/product';

// The fab slot's props are typed for a button; these are valid on the anchor it renders as.
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as object;

/**
 * Floating button that opens Clutchpot's social channels. It loads when a visitor first reaches for the button
 * (`SocialLinksButton`), so it comes open, and focused when reached with the keyboard.
 */
export function SocialSpeedDial({ focused }: { focused: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <SpeedDial
      ariaLabel={`Follow ${PRODUCT_NAME}`}
      icon={<SpeedDialIcon icon={<ShareRoundedIcon />} />}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      FabProps={{ color: 'secondary', size: 'medium', autoFocus: focused }}
      sx={SOCIAL_BUTTON_PLACE}
    >
      {SOCIAL_LINKS.map((social) => (
        <SpeedDialAction
          key={social.id}
          icon={<SocialIcon id={social.id} />}
          slotProps={{
            tooltip: { title: social.label },
            fab: {
              component: 'a',
              href: social.href,
              'aria-label': `${PRODUCT_NAME} on ${social.label}`,
              ...NEW_TAB,
            },
          }}
          onClick={() => setOpen(false)}
        />
      ))}
    </SpeedDial>
  );
}
