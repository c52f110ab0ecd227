import { CORE_COLLECTIONS } from '../core/firestorePaths';

export const SURVEY_COLLECTIONS = {
  surveys: 'surveys',
} as const;

export const surveyPaths = {
  surveys: (uid: string) => `${CORE_COLLECTIONS.users}/${uid}/${SURVEY_COLLECTIONS.surveys}`,
  survey: (uid: string, id: string) => `${CORE_COLLECTIONS.users}/${uid}/${SURVEY_COLLECTIONS.surveys}/${id}`,
} as const;
