import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { DateRangeFields } from '../../ui/DateRangeFields';
import { Page } from '../../ui/Page';
import { AdminTabs } from './AdminTabs';
import { HarmCaseCard } from './HarmCaseCard';
import { HarmEvaluationTable } from './HarmEvaluationTable';
import { lastSevenDays, rangeProblem, type SummaryRange } from './summaryRange';
import { useHarmCases, useHarmEvaluation } from './useHarmCases';

function Evaluation() {
  const [range, setRange] = useState<SummaryRange>(lastSevenDays);
  const problem = rangeProblem(range);
  const { evaluation, error, loading } = useHarmEvaluation(range, problem === null);
  return (
    <Stack component="section" sx={{ gap: 2 }} aria-labelledby="harm-evaluation-title">
      <Typography id="harm-evaluation-title" component="h2" variant="h6">
        Did it work?
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <DateRangeFields start={range.start} end={range.end} onChange={setRange} problem={problem} />
      </Stack>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The evaluation could not be loaded. Please try again.')}</Alert>}
      {loading && <Skeleton variant="rounded" height={160} />}
      {evaluation && <HarmEvaluationTable evaluation={evaluation} />}
    </Stack>
  );
}

/** /admin/harm (Super Admin): customers showing indicators of harm, their pauses to review, and the evaluation. */
export function AdminHarmPage() {
  const { cases, error, loading } = useHarmCases();
  return (
    <Page
      title="Customer interaction"
      subtitle="Customers whose own activity shows indicators of harm. Paused customers wait for a decision: lift, keep or tighten, with a written reason. Every decision is audited."
      maxWidth="xl"
    >
      <AdminTabs />
      <Stack sx={{ gap: 4 }}>
        <Stack component="section" sx={{ gap: 2 }} aria-labelledby="harm-cases-title">
          <Typography id="harm-cases-title" component="h2" variant="h6">
            Cases
          </Typography>
          {error !== undefined && <Alert severity="error">{errorMessage(error, 'The cases could not be loaded. Please try again.')}</Alert>}
          {loading && <Skeleton variant="rounded" height={160} />}
          {cases?.length === 0 && <Typography color="text.secondary">No customer shows medium or strong indicators.</Typography>}
          {cases?.map((item) => <HarmCaseCard key={item.uid} item={item} />)}
        </Stack>
        <Evaluation />
      </Stack>
    </Page>
  );
}
