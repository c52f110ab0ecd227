import { useMutation } from '@tanstack/react-query';
import { callFunction } from '../../lib/callables';
import { downloadCsv } from '../../lib/downloadCsv';
import { topStreamsCsv } from './summaryCsv';
import type { SummaryRange } from './summaryRange';

/** Asks getAdminTopStreamExport for a range and saves the answer as a CSV file. */
export function useTopStreamExport() {
  const { mutate, isPending, error, isError } = useMutation({
    mutationFn: async (range: SummaryRange) => {
      const { filename, csv } = topStreamsCsv(await callFunction('getAdminTopStreamExport', range));
      downloadCsv(filename, csv);
    },
  });
  return { exportTopStreams: mutate, busy: isPending, error: isError ? error : undefined };
}
