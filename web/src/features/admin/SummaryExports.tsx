import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { Alert, Button, Stack } from '@mui/material';
import type { AdminSummaryStats } from '@shared/admin/types';
import { downloadCsv } from '../../lib/downloadCsv';
import { errorMessage } from '../../lib/errors';
import { summaryDaysCsv } from './summaryCsv';
import type { SummaryRange } from './summaryRange';
import { useTopStreamExport } from './useTopStreamExport';

interface SummaryExportsProps {
  range: SummaryRange;
  /** The range's figures once loaded (Export CSV writes their days). */
  stats: AdminSummaryStats | undefined;
  valid: boolean;
}

/** Export CSV (the range's figures by day) and Top streams CSV (getAdminTopStreamExport). */
export function SummaryExports({ range, stats, valid }: SummaryExportsProps) {
  const { exportTopStreams, busy, error } = useTopStreamExport();

  const exportSummary = () => {
    if (!stats) return;
    const { filename, csv } = summaryDaysCsv(stats);
    downloadCsv(filename, csv);
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} onClick={exportSummary} disabled={!valid || !stats}>
          Export CSV
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} onClick={() => exportTopStreams(range)} disabled={!valid || busy}>
          Top streams CSV
        </Button>
      </Stack>
      {error !== undefined && <Alert severity="error">{errorMessage(error, 'The export could not be made. Please try again.')}</Alert>}
    </Stack>
  );
}
