import { describeCallableSchemas } from '../../../../tests/support/callableSchemaSuite';
import { surveyCallables } from './callables';

describeCallableSchemas(surveyCallables, {
  submitSurvey: {
    valid: { score: 9, comment: 'Great streams' },
    required: ['score'],
  },
});
