import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { ledgerCallables } from './callables';

describeCallableSchemas(ledgerCallables, {
  reconcile: {
    valid: {},
    required: [],
  },
});
