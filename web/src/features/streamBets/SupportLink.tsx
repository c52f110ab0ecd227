import { Button } from '@mui/material';
import { SUPPORT_EMAIL } from '@shared/core/product';

/** The support mail link the stream bet failure toast carries. */
export function SupportLink() {
  return (
    <Button href={`mailto:${SUPPORT_EMAIL}`} color="inherit" size="small">
      Contact support
    </Button>
  );
}
