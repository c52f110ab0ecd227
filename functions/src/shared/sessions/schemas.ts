import * as yup from 'yup';
import { fields } from '../core/fields';

// ---- Sessions ----------------------------------------------------------------------------------------------

export const createSessionRequest = yup.object({}).noUnknown();
/** refreshSession and endSession: the caller's own session. */
export const sessionIdRequest = yup.object({ sessionId: fields.id().required('sessionId is required') }).noUnknown();