import { defineCallable } from '../core/callable';
import { isActivePeriod, preferencesOf } from '../shared/preferences/preferences';
import { supportMessages } from '../shared/support/messages';
import { selfExclusionValues } from './periodValues';
import { refuse, runSupportAction } from './supportAction';

/**
 * Lifts a self-exclusion that has ended (DECISIONS.md: afterwards gambling comes back only through support). One
 * still running is refused. The dates stay on record; only `enabled` is switched off.
 */
export const liftSelfExclusion = defineCallable('liftSelfExclusion', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction('liftSelfExclusion', data, caller, async ({ tx, userRef, user, now }) => {
    const setting = preferencesOf(user.preferences).gamblingSelfExclude;
    if (isActivePeriod(setting, now)) refuse(supportMessages.exclusionRunning);
    if (!setting.enabled) refuse(supportMessages.noEndedExclusion);
    const lifted = { ...setting, enabled: false };
    tx.update(userRef, { 'preferences.gamblingSelfExclude': lifted });
    return { before: selfExclusionValues(setting), after: selfExclusionValues(lifted) };
  }),
);
