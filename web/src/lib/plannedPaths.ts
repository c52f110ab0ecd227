/**
 * Paths of pages that notifications, deposits and other features link to without importing the feature that owns
 * the page (the battle, event and challenge pages; a challenge opens its streamer page).
 */
export const challengePath = (streamId: string) => `/challenge/${streamId}`;
export const battlePath = (battleId: string) => `/battles/${battleId}`;
export const eventPath = (eventId: string) => `/event/${eventId}`;
