import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { identityCallables } from './callables';

describeCallableSchemas(identityCallables, {
  initVerifyIdentity: {
    valid: {},
    required: [],
  },
});
