import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Page } from './Page';
import type { SectionHeading } from './LegalSection';
import { Prose } from './Prose';
import { TableOfContents } from './TableOfContents';
import { useScrollToHash } from './useScrollToHash';

interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  /** Version, date and similar facts shown under the heading. */
  meta?: ReactNode;
  /** Sections listed in an "On this page" box above the text. */
  contents?: readonly SectionHeading[];
  children: ReactNode;
}

/** Layout of the information pages: one h1, an optional contents list, then readable text. */
export function StaticPage({ title, intro, meta, contents, children }: StaticPageProps) {
  useScrollToHash();
  return (
    <Page title={title} subtitle={intro} maxWidth="md">
      {meta && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: -1, mb: 3 }}>
          {meta}
        </Stack>
      )}
      {contents && <TableOfContents sections={contents} />}
      <Prose>{children}</Prose>
    </Page>
  );
}
