/** Every deployed function, exported under the name the shared callable contract gives it. */
import type { CallableFunctionFor } from './core/callable';
import type { CallableName } from './shared/contract';
import { signupWithTwitch } from './auth/signupWithTwitch';
import { reconcile } from './ledger/reconcileCallable';
import { deleteNotification } from './notifications/deleteNotification';
import { addUsername } from './users/addUsername';
import { createUser } from './users/createUser';
import { saveUserAgreement } from './users/saveUserAgreement';
import { updateUser } from './users/updateUser';
import { validateUsername } from './users/validateUsername';
import { addBalance } from './wallet/addBalance';
import { checkDepositLimits } from './wallet/checkDepositLimits';
import { createTrueLayerPayment } from './wallet/createTrueLayerPayment';
import { createTrueLayerPayout } from './wallet/createTrueLayerPayout';
import { fetchTransactions } from './wallet/fetchTransactions';
import { getWalletSummary } from './wallet/getWalletSummary';
import { makePayout } from './wallet/makePayout';
import { createSession } from './sessions/createSession';
import { endSession } from './sessions/endSession';
import { refreshSession } from './sessions/refreshSession';
import { checkBetLimits } from './preferences/checkBetLimits';
import { checkExclusion } from './preferences/checkExclusion';
import { saveUserPreferences } from './preferences/saveUserPreferences';
import { initVerifyIdentity } from './identity/initVerifyIdentity';
import { checkRegion } from './region/checkRegion';
import { submitSurvey } from './surveys/submitSurvey';

export {
  addBalance,
  addUsername,
  checkDepositLimits,
  createTrueLayerPayment,
  createTrueLayerPayout,
  createUser,
  deleteNotification,
  fetchTransactions,
  getWalletSummary,
  makePayout,
  reconcile,
  saveUserAgreement,
  signupWithTwitch,
  updateUser,
  validateUsername,
  createSession,
  refreshSession,
  endSession,
  saveUserPreferences,
  checkBetLimits,
  checkExclusion,
  initVerifyIdentity,
  checkRegion,
  submitSurvey,
};

// Provider webhooks (HTTP, verified inside).
export { paypalWebhook } from './wallet/paypalWebhook';
export { trueLayerWebhook } from './wallet/trueLayerWebhook';
export { identityWebhook } from './identity/identityWebhook';

// Compile-time check: every callable in the contract is exported, each under its own name.
const contract: { [K in CallableName]: CallableFunctionFor<K> } = {
  addBalance,
  addUsername,
  checkDepositLimits,
  createTrueLayerPayment,
  createTrueLayerPayout,
  createUser,
  deleteNotification,
  fetchTransactions,
  getWalletSummary,
  makePayout,
  reconcile,
  saveUserAgreement,
  signupWithTwitch,
  updateUser,
  validateUsername,
  createSession,
  refreshSession,
  endSession,
  saveUserPreferences,
  checkBetLimits,
  checkExclusion,
  initVerifyIdentity,
  checkRegion,
  submitSurvey,
};
void contract;
