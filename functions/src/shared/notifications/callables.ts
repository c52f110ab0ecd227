import type { CallableSchemas, SameKeys } from '../core/callables';
import { deleteNotificationRequest } from './schemas';

export const notificationCallables = {
  deleteNotification: deleteNotificationRequest,
} satisfies CallableSchemas;

export interface NotificationResponses {
  deleteNotification: { deleted: boolean };
}

export const notificationContractIsComplete: SameKeys<keyof typeof notificationCallables, keyof NotificationResponses> = true;
