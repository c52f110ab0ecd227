import { defineCallable } from '../core/callable';
import { supportMessages } from '../shared/support/messages';
import { refuse, runSupportAction } from './supportAction';

/** Sets or clears the support exclusion (`exclusion: 'Yes'` blocks gambling whatever the preferences say). */
export const setUserExclusion = defineCallable('setUserExclusion', { allow: ['superAdmin'] }, (data, caller) =>
  runSupportAction('setUserExclusion', data, caller, async ({ tx, userRef, user }) => {
    const before = user.exclusion === 'Yes' ? 'Yes' : 'No';
    if (before === data.exclusion) refuse(supportMessages.noChange);
    tx.update(userRef, { exclusion: data.exclusion });
    return { before: { exclusion: before }, after: { exclusion: data.exclusion } };
  }),
);
