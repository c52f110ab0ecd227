import { DEFAULT_STREAM_MARGIN, STREAM_MARGIN_MAX } from './constants';

/** `config/app.streamMargin`: a fraction from 0 up to (not including) 0.5; anything else means the default 8%. */
export function streamMarginOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < STREAM_MARGIN_MAX ? value : DEFAULT_STREAM_MARGIN;
}
