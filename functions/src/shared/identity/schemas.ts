import * as yup from 'yup';

// ---- Identity, region, survey ------------------------------------------------------------------------------

/** initVerifyIdentity: starts an identity inquiry for the caller. */
export const initVerifyIdentityRequest = yup.object({}).noUnknown();