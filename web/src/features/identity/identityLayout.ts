/** Height of the embedded check (and of what stands in for it): the whole form fits on a phone without inner scrolling. */
export const IDENTITY_FRAME_HEIGHT = { xs: 560, sm: 540 };
