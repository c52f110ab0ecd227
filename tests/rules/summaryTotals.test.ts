import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'summaryTotals/{id}', ADMIN_COLLECTIONS.summaryTotals, () => ({ shard: 0, buckets: { house: 500, fees: 20 } }));
