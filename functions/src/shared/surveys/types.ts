import type { Timestamp } from '../core/timestamp';

/** users/{uid}/surveys/{id}: one answered survey (server-written). */
export interface SurveyDoc<T = Timestamp> {
  score: number;
  comment: string;
  createdAt: T;
}