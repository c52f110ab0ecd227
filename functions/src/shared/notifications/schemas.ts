import * as yup from 'yup';
import { fields } from '../core/fields';

export const deleteNotificationRequest = yup.object({ notificationId: fields.id().required() }).noUnknown();