/** User-facing texts of challenges, votes and double-downs: the spec's words where it gives them. */
export const challengeMessages = {
  // Form rules (spec 02 section 5).
  nameFormat: 'Name must be between 5 and 32 characters and may contain letters, numbers, dashes (-), and underscores (_).',
  titleRequired: 'Title is required',
  customMin: 'min $5',
  staticRequired: 'Amount is required',
  staticMin: '$5 min',
  staticMax: '$100 max',
  doubleDownMax: '$5,000 max',
  /** Visitors pressing Add Challenge, Add Money or Vote (spec 02 section 8, 'Not logged in'). */
  notLoggedIn: 'You must be logged in to place a bet',
  paypalCashOnly: 'A PayPal payment pays the amount in cash, without credits',
  // Success (spec 02 section 8).
  sent: 'Challenge sent',
  updated: 'Successfully updated challenge',
  statusUpdated: 'Challenge status updated',
  voted: 'Added vote',
  cashAdded: 'Added cash successfully',
  // Refusals.
  notFound: 'Challenge not found',
  streamNotFound: 'Stream not found',
  challengesOff: 'This streamer is not taking challenges right now.',
  ownStream: 'You cannot challenge your own stream.',
  idTaken: 'This challenge already exists.',
  notOpen: 'This challenge is no longer open.',
  timeUp: "This challenge's time is up.",
  votingClosed: 'Voting is closed for this challenge.',
  alreadyVoted: 'You have already voted for this challenge.',
  onlyStreamer: 'Only the streamer can change the status of this challenge.',
  onlyCreator: 'Only the creator can edit this challenge.',
  notEditable: 'A challenge can be edited only while it is new or accepted.',
  editOrStatus: 'Send a new title and description, or a status',
  targetRequired: 'Name a challenge (streamId and challengeId) or an event (eventId)',
  eventNotOpen: 'This event is no longer open.',
  eventVotingClosed: 'Voting is closed for this event.',
  alreadyVotedEvent: 'You have already voted for this event.',
} as const;

export const formatChallengeMessage = {
  transitionRefused: (from: string, to: string) => `Cannot change a challenge from ${from} to ${to}.`,
};
