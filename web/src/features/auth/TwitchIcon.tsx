import { SvgIcon, type SvgIconProps } from '@mui/material';

export function TwitchIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props} viewBox="0 0 24 24">
      <path d="M4.3 3 3 6.4v13.2h4.6V22h2.5l2.4-2.4h3.7l5-5V3H4.3Zm15.2 10.8-2.9 2.9h-4.6l-2.4 2.4v-2.4H5.7V4.7h13.8v9.1ZM16.6 7.6v5h-1.7v-5h1.7Zm-4.6 0v5h-1.7v-5H12Z" />
    </SvgIcon>
  );
}
