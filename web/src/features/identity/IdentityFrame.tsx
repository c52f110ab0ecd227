import { Box } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useWindowMessages } from '../../lib/useWindowMessages';
import { identityFrameSrc, parseIdentityMessage } from './identityMessages';
import { IDENTITY_FRAME_HEIGHT } from './identityLayout';

interface IdentityFrameProps {
  inquiryId: string;
  url: string;
  /** The hosted check's origin: the only sender whose messages count. */
  origin: string;
  /** The user submitted the check; the result follows from the server. */
  onSubmitted: () => void;
}

/** The identity provider's hosted check, embedded; it reports its submission through postMessage. */
export function IdentityFrame({ inquiryId, url, origin, onSubmitted }: IdentityFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const src = useMemo(() => identityFrameSrc(url, window.location.origin), [url]);

  useWindowMessages((event) => {
    if (event.source !== frame.current?.contentWindow) return;
    if (parseIdentityMessage(event, origin, inquiryId)) onSubmitted();
  });

  return (
    <Box
      component="iframe"
      ref={frame}
      title="Identity verification check"
      src={src}
      sx={{ display: 'block', width: '100%', height: IDENTITY_FRAME_HEIGHT, border: 0, bgcolor: '#f4f5fa' }}
    />
  );
}
