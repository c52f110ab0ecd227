import * as yup from 'yup';

export const reconcileRequest = yup.object({}).noUnknown();