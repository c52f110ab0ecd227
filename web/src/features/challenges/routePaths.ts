/** The challenge pages others link to (Stream Setup shows the overlay's URL, built by `overlayUrl`). */
export const CHALLENGE_PATHS = {
  overlay: '/overlay/:streamId',
} as const;
