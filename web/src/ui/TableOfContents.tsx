import { Link, Paper, Typography } from '@mui/material';
import type { SectionHeading } from './LegalSection';

/** "On this page" links to each section of a long page. */
export function TableOfContents({ sections }: { sections: readonly SectionHeading[] }) {
  return (
    <Paper component="nav" variant="outlined" aria-labelledby="contents-heading" sx={{ p: { xs: 2, sm: 2.5 }, mb: 2 }}>
      <Typography id="contents-heading" variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        On this page
      </Typography>
      <Typography
        component="ol"
        variant="body2"
        sx={{ m: 0, mt: 1, pl: 3, columnCount: { xs: 1, sm: 2 }, columnGap: 4, '& li': { mb: 0.75, breakInside: 'avoid' } }}
      >
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} color="text.primary" underline="hover">
              {section.title}
            </Link>
          </li>
        ))}
      </Typography>
    </Paper>
  );
}
