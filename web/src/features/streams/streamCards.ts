import { PREVIEW_SIZE } from '@shared/streams/constants';

export const CARD_HEIGHT = 360;
/** Broadcaster cards in 1 to 4 columns by screen width. */
export const STREAMS_GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } };

/** A Twitch preview template sized for the cards. */
export const previewOf = (template: string | null) =>
  template ? template.replace('{width}', String(PREVIEW_SIZE.width)).replace('{height}', String(PREVIEW_SIZE.height)) : null;
