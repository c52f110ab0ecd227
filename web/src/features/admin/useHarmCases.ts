import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { HarmDecision } from '@shared/harm/types';
import { callFunction } from '../../lib/callables';
import { errorMessage } from '../../lib/errors';
import type { SummaryRange } from './summaryRange';

export const HARM_CASES_KEY = 'listHarmCases';
export const HARM_EVALUATION_KEY = 'getHarmEvaluation';

/** The desk's customer-interaction queue (listHarmCases). */
export function useHarmCases() {
  const { data, error, isError, isPending } = useQuery({ queryKey: [HARM_CASES_KEY], queryFn: () => callFunction('listHarmCases', {}) });
  return { cases: data?.cases, error: isError ? error : undefined, loading: isPending };
}

/** The evaluation over `range` (getHarmEvaluation); nothing is asked while the range is not valid. */
export function useHarmEvaluation(range: SummaryRange, valid: boolean) {
  const { data, error, isError, isPending } = useQuery({
    queryKey: [HARM_EVALUATION_KEY, range.start, range.end],
    queryFn: () => callFunction('getHarmEvaluation', range),
    enabled: valid,
  });
  return { evaluation: data, error: isError ? error : undefined, loading: valid && isPending };
}

const DONE: Record<HarmDecision, string> = {
  lift: 'Pause lifted: the customer can deposit and bet again.',
  keep: 'Pause kept.',
  tighten: 'Pause kept and the support exclusion set.',
};

/** Decides one case with the dialog's request id, then refreshes the queue and the evaluation. Resolves true on success. */
export function useReviewHarmCase() {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const review = async (request: { userId: string; decision: HarmDecision; reason: string; requestId: string }): Promise<boolean> => {
    setRunning(true);
    try {
      await callFunction('reviewHarmCase', request);
      enqueueSnackbar(DONE[request.decision], { variant: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: [HARM_CASES_KEY] }), queryClient.invalidateQueries({ queryKey: [HARM_EVALUATION_KEY] })]);
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setRunning(false);
    }
  };
  return { review, running };
}
