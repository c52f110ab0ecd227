import { Chip } from '@mui/material';

/** A fact about the page itself (version, last update), shown under its heading. */
export function PageMeta({ label }: { label: string }) {
  return <Chip label={label} size="small" variant="outlined" sx={{ fontWeight: 600 }} />;
}
