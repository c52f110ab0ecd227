import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'summaryRollups/{id}', ADMIN_COLLECTIONS.summaryDays, () => ({ day: '2026-01-03', shard: 0, bets: { count: 1, total: 500, paid: 0 }, buckets: { house: 500 } }));
