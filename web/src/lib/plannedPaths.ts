/**
 * Pages that features still to come will own (spec 02): today's notifications and deposits already link to them,
 * and the router sends these paths home until the pages exist (the challenge path now opens the streamer page).
 */
export const challengePath = (streamId: string) => `/challenge/${streamId}`;
export const battlePath = (battleId: string) => `/battles/${battleId}`;
export const eventPath = (eventId: string) => `/event/${eventId}`;
