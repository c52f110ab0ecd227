import { describe, expect, it } from 'vitest';
import { dayBefore, scoreIndicators, type HarmDay } from './indicators';
import { marketingAllowed } from './marketing';
import { assessHarm, LIFT_GRACE_MS, offersAllowed } from './state';
import type { HarmDoc } from './types';

const NOW = Date.parse('2026-06-30T12:00:00Z');
const TODAY = '2026-06-30';
const score = (days: HarmDay[]) => scoreIndicators(days, TODAY);
const declined = (count: number): HarmDay[] => [{ day: TODAY, declinedDeposits: count }];
const LOW = 2;
const MEDIUM = 3;

describe('assessHarm', () => {
  it('shows a message at low and a limit prompt at medium, without a hold', () => {
    expect(assessHarm('u', null, score(declined(LOW)), NOW, TODAY)).toMatchObject({ action: 'message', holdStarted: false, doc: { level: 'low', held: false } });
    expect(assessHarm('u', null, score(declined(MEDIUM)), NOW, TODAY)).toMatchObject({ action: 'prompt', holdStarted: false, doc: { level: 'medium', held: false } });
  });

  it('holds deposits and betting at strong and opens a case naming the strong indicators', () => {
    const { doc, action, holdStarted } = assessHarm('u', null, score(declined(5)), NOW, TODAY);
    expect({ action, holdStarted, held: doc.held }).toEqual({ action: 'hold', holdStarted: true, held: true });
    expect(doc.case).toEqual({ status: 'held', openedAt: NOW, indicators: ['declinedDeposits'], contestedAt: null, decision: null, decidedAt: null, reason: null });
  });

  it('keeps a hold when the indicators fall: only staff lift it', () => {
    const held = assessHarm('u', null, score(declined(5)), NOW, TODAY).doc;
    const later = assessHarm('u', held, score([]), NOW + 8 * 86_400_000, dayBefore(TODAY, -8));
    expect(later.doc).toMatchObject({ level: 'none', held: true, case: held.case });
  });

  it('after a lift, does not hold again on the same indicator for a week, but does on a new one or after the week', () => {
    const lifted: HarmDoc = { ...assessHarm('u', null, score(declined(5)), NOW, TODAY).doc, held: false, lift: { at: NOW, strong: ['declinedDeposits'] } };
    expect(assessHarm('u', lifted, score(declined(6)), NOW + 1, TODAY)).toMatchObject({ action: 'desk', holdStarted: false, doc: { held: false } });
    const withNight = [...declined(6), ...[1, 2, 3, 4, 5].map((days) => ({ day: dayBefore(TODAY, days), nightActivity: 1 }))];
    expect(assessHarm('u', lifted, score(withNight), NOW + 1, TODAY)).toMatchObject({ holdStarted: true, doc: { held: true, case: { indicators: ['declinedDeposits', 'lateNight'] } } });
    expect(assessHarm('u', lifted, score(declined(6)), NOW + LIFT_GRACE_MS, TODAY)).toMatchObject({ holdStarted: true });
  });
});

describe('offers and marketing', () => {
  const optedIn = { preferences: { marketingGeneral: { email: true, notifications: true } } };

  it('allows offers and opted-in marketing to a customer below strong without a hold', () => {
    expect(offersAllowed(undefined)).toBe(true);
    expect(offersAllowed({ strong: false, held: false })).toBe(true);
    expect(marketingAllowed({ ...optedIn, harm: { strong: false, held: false } }, 'marketingGeneral', 'email', NOW)).toBe(true);
  });

  it('suppresses offers and marketing while indicators are strong or a hold is on (under review)', () => {
    expect(offersAllowed({ strong: true, held: false })).toBe(false);
    expect(offersAllowed({ strong: false, held: true })).toBe(false);
    expect(marketingAllowed({ ...optedIn, harm: { strong: false, held: true } }, 'marketingGeneral', 'email', NOW)).toBe(false);
    expect(marketingAllowed({ ...optedIn, harm: { strong: true, held: false } }, 'marketingGeneral', 'notifications', NOW)).toBe(false);
  });

  it("never markets against the customer's own choice", () => {
    expect(marketingAllowed({ preferences: { marketingGeneral: { email: false, notifications: true } } }, 'marketingGeneral', 'email', NOW)).toBe(false);
  });
});
