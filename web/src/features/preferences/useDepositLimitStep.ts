import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { preferencesOf } from '@shared/preferences/preferences';
import { withinMaxima, type LimitMaxima } from '@shared/preferences/limitMaxima';
import type { DepositLimitChoice } from '@shared/preferences/preferences';
import type { UserDoc } from '@shared/users/types';
import { useWrite } from '../../lib/useWrite';
import { toFormValues, toRequest, validatorFor, type PreferencesFormValues } from './preferencesForm';

interface Decision {
  choice: DepositLimitChoice;
  values: PreferencesFormValues;
  noLimitConfirmed: boolean;
}

/**
 * The limit decision before the first deposit: the Manage My Gambling form's deposit limits (same values, schema
 * and maxima), or No limit with its confirmation, recorded by saveUserPreferences. `onDecided` runs once saved.
 */
export function useDepositLimitStep(userDoc: Partial<UserDoc>, maxima: LimitMaxima, onDecided: () => void) {
  const [now] = useState(() => Date.now());
  const [choice, setChoice] = useState<DepositLimitChoice>('limits');
  const [noLimitConfirmed, setNoLimitConfirmed] = useState(false);
  const preferences = useMemo(() => withinMaxima(preferencesOf(userDoc.preferences), maxima), [userDoc.preferences, maxima]);
  const validate = useMemo(() => validatorFor(maxima), [maxima]);
  const write = useWrite({
    callable: 'saveUserPreferences',
    request: (decision: Decision) =>
      decision.choice === 'limits'
        ? { preferences: { gamblingDepositLimits: toRequest(decision.values, true).gamblingDepositLimits }, depositLimitDecision: { choice: 'limits' as const } }
        : { preferences: {}, depositLimitDecision: { choice: 'none' as const, noLimitConfirmed: decision.noLimitConfirmed } },
    success: (_response, decision) => (decision.choice === 'limits' ? 'Deposit limits set' : 'No deposit limit confirmed'),
    onSuccess: onDecided,
  });
  const formik = useFormik<PreferencesFormValues>({
    initialValues: toFormValues(preferences, now),
    validate: (values) => (choice === 'limits' ? validate(values) : {}),
    onSubmit: async (values) => {
      await write.send({ choice, values, noLimitConfirmed });
    },
  });
  return { formik, preferences, now, choice, setChoice, noLimitConfirmed, setNoLimitConfirmed, sending: write.sending };
}
