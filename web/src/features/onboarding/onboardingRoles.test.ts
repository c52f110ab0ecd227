import { describe, expect, it } from 'vitest';
import { onboardingRoles } from './onboardingRoles';

const choices = (betting: boolean, verified: boolean) =>
  onboardingRoles(betting, verified).map(({ label, to }) => [label, to]);

describe('onboardingRoles', () => {
  it('offers Streamer and Challenger while betting is off', () => {
    expect(choices(false, false)).toEqual([
      ['Streamer', '/settings'],
      ['Challenger', '/deposit'],
    ]);
    expect(choices(false, true)).toEqual(choices(false, false));
  });

  it('offers Bettor / Challenger with betting on, starting at identity verification unless already verified', () => {
    expect(choices(true, false)).toEqual([
      ['Streamer', '/settings'],
      ['Bettor / Challenger', '/identity'],
    ]);
    expect(choices(true, true)).toEqual([
      ['Streamer', '/settings'],
      ['Bettor / Challenger', '/deposit'],
    ]);
  });

  it("the Streamer choice starts the Settings tour", () => {
    expect(onboardingRoles(false, false)[0]?.state).toEqual({ tour: 'stream-setup-v1' });
  });
});
