import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'summaryCounted/{id}', ADMIN_COLLECTIONS.summaryCounted, () => ({ day: '2026-01-03' }));
