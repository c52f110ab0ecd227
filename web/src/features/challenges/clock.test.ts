import { describe, expect, it } from 'vitest';
import { minutesAndSeconds } from './clock';
import { stakeOf } from './stake';

describe('challenge list helpers', () => {
  it('shows minutes and seconds, hours counted in the minutes', () => {
    expect(minutesAndSeconds(0)).toBe('0m 00s');
    expect(minutesAndSeconds(247_900)).toBe('4m 07s');
    expect(minutesAndSeconds(2 * 3_600_000 + 5_000)).toBe('120m 05s');
    expect(minutesAndSeconds(-1_000)).toBe('0m 00s');
  });

  it('turns a typed amount into cents', () => {
    expect(stakeOf({ basePrice: '12.5', credits: 2 })).toEqual({ basePrice: 1_250, credits: 2 });
    expect(stakeOf({ basePrice: '', credits: 1 })).toEqual({ basePrice: 0, credits: 1 });
  });
});
