/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const streamMessages = {
  channelRequired: 'Channel is required',
  platformRequired: 'Platform is required',
  hexFormat: 'Should be HEX format',
  settingsUpdated: 'Stream settings updated',
  updatedSuccessfully: 'Updated successfully',
  setupYourStream: 'Setup your stream!',
  connected: 'Connected successfully',
  disconnected: 'Disconnected successfully',
  invalidAuthenticationCode: 'Invalid authentication code.',
  noStreamersFound: 'No streamers found',
  notAvailable: 'Not currently available for this streamer.',
  killsWinNeedsMatches: 'The streamer must complete 100 competitive matches to activate this feature.',
  searchPlaceholder: 'Search streamers',
  searchTitle: 'Search Streamers',
  whosLive: "Who's Live",
  selectStreamer: 'Select Streamer',
  recentActivity: 'Recent Activity',
  offline: 'offline',
  // Not in the spec: refusals the server gives in plain words.
  riotRejected: 'Riot did not accept this connection. Please try again.',
  riotAccountTaken: 'This Riot account is already connected to another Clutchpot account.',
  streamerNotFound: 'Streamer not found',
  streamersUnavailable: 'Streamers could not be loaded. Please try again.',
  followedNeedsSignIn: 'Sign in to see the streamers you follow.',
  priorNeedsSignIn: 'Sign in to see the streams you have bet on.',
  chatBotTextTooLong: 'Chat bot text is too long',
  channelTooLong: 'Channel is too long',
  betOpen: 'Viewers can bet on your games while you are live.',
  betOpensByItself: 'Opens by itself once your recent competitive matches are enough to price your games.',
} as const;

/** Messages with values in them, word for word from the spec. */
export const formatStreamMessage = {
  invalidStreamType: (type: string) => `Invalid stream type: ${type}`,
  channelLabel: (platformLabel: string) => `${platformLabel} Channel`,
};
