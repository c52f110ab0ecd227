/** The statistics the home page states (spec 01, section 2). */
export const HOME_STATS = [
  { value: '$150,000+', label: 'Winnings paid to players' },
  { value: '10,000+', label: 'Challenges sent to streamers' },
  { value: '90%', label: 'Of challenge revenue goes to the streamer' },
] as const;
