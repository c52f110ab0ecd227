import { useRulesEnvironment } from './support';
import { describeServerOnlyRollup } from './adminSummarySamples';
import { ADMIN_COLLECTIONS } from '../../functions/src/shared/admin/firestorePaths';

const harness = useRulesEnvironment();

describeServerOnlyRollup(harness, 'streamRollups/{id}', ADMIN_COLLECTIONS.streamDays, () => ({ day: '2026-01-03', streamId: 'some-stream', streamerName: 'someone', count: 1, total: 500, paid: 0 }));
