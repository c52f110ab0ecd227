import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'summaryActive/{id}', ADMIN_COLLECTIONS.summaryActive, () => ({ day: '2026-01-03', uid: 'someone' }));
