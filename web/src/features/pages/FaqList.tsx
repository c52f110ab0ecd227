import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Prose } from '../../ui/Prose';

export interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

/** One h2 group of questions; each question is an h3 accordion, opened when the address points at it (#id). */
export function FaqList({ group }: { group: FaqGroup }) {
  const { hash } = useLocation();
  const headingId = `${group.id}-heading`;
  return (
    <Box component="section" id={group.id} aria-labelledby={headingId} sx={{ mt: { xs: 4, sm: 5 }, scrollMarginTop: 88 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.3rem', sm: '1.5rem' } }}>
        {group.title}
      </Typography>
      {group.faqs.map((faq) => (
        <Accordion
          key={faq.id}
          id={faq.id}
          defaultExpanded={hash === `#${faq.id}`}
          disableGutters
          variant="outlined"
          sx={{ scrollMarginTop: 88, '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRoundedIcon />}
            id={`${faq.id}-question`}
            aria-controls={`${faq.id}-answer`}
            sx={{ px: { xs: 2, sm: 2.5 }, '& .MuiAccordionSummary-content': { my: 1.75 } }}
          >
            <Typography sx={{ fontWeight: 700 }}>{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pt: 0, pb: 1.5 }}>
            <Prose>{faq.answer}</Prose>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
