import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { changedBattleOdds, isOddsChanged, refusalOf } from './refusal';

function callableError(code: string, message: string, details?: unknown): FirebaseError {
  return Object.assign(new FirebaseError(`functions/${code}`, message), details === undefined ? {} : { details });
}

describe('refusalOf', () => {
  it("reads a callable's refusal: code, message without the HTTP status, and its declared details", () => {
    const refusal = refusalOf(callableError('failed-precondition', 'Odds have changed [400]', { reason: 'odds-changed', odds: 2.1 }));
    expect(refusal).toEqual({ code: 'failed-precondition', message: 'Odds have changed', details: { reason: 'odds-changed', odds: 2.1 } });
    expect(changedBattleOdds(refusal!)).toBe(2.1);
    expect(isOddsChanged(refusal!)).toBe(true);
  });

  it('keeps a refusal without details, or with details of no known shape, as a plain refusal', () => {
    expect(refusalOf(callableError('resource-exhausted', 'Bet limit exceeded'))?.details).toBeNull();
    expect(refusalOf(callableError('failed-precondition', 'No', ['odd']))?.details).toBeNull();
    expect(changedBattleOdds(refusalOf(callableError('failed-precondition', 'Odds', { reason: 'odds-changed', oddsId: 'o2' }))!)).toBeNull();
  });

  it('is null when the outcome is unknown (a lost response, a crash) or the error is not a callable refusal', () => {
    for (const code of ['internal', 'unavailable', 'deadline-exceeded', 'unknown', 'cancelled']) {
      expect(refusalOf(callableError(code, code))).toBeNull();
    }
    expect(refusalOf(new FirebaseError('auth/network-request-failed', 'offline'))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
  });
});
