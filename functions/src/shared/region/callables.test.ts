import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { regionCallables } from './callables';

describeCallableSchemas(regionCallables, {
  checkRegion: {
    valid: {},
    required: [],
  },
});
