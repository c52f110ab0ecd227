

// ---- Survey ------------------------------------------------------------------------------------------------

/** The survey is asked again once this many days have passed since the last answer (or since sign-up). */
export const SURVEY_INTERVAL_DAYS = 60;
export const SURVEY_INTERVAL_MS = SURVEY_INTERVAL_DAYS * 24 * 60 * 60 * 1000;