import { Box, Link, type LinkProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NEW_TAB } from '../lib/newTab';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({ href, children, color = 'secondary' }: { href: string; children: ReactNode; color?: LinkProps['color'] }) {
  return (
    <Link href={href} {...NEW_TAB} color={color}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </Link>
  );
}

/** A link to a page of this app. */
export function PageLink({ to, children, color = 'secondary' }: { to: string; children: ReactNode; color?: LinkProps['color'] }) {
  return (
    <Link component={RouterLink} to={to} color={color}>
      {children}
    </Link>
  );
}

export function EmailLink({ address }: { address: string }) {
  return (
    <Link href={`mailto:${address}`} color="secondary">
      {address}
    </Link>
  );
}
