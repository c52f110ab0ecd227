import { describe, expect, it } from 'vitest';
import { CallableFailure, callableErrorCode } from './callableFailure';
import { errorMessage } from './errors';

describe('callableErrorCode', () => {
  it("reads the protocol's statuses as the Functions SDK's codes", () => {
    expect(callableErrorCode('FAILED_PRECONDITION')).toBe('functions/failed-precondition');
    expect(callableErrorCode('DEADLINE_EXCEEDED')).toBe('functions/deadline-exceeded');
    expect(callableErrorCode('UNAVAILABLE')).toBe('functions/unavailable');
  });

  it('calls a missing or malformed status internal', () => {
    expect(callableErrorCode(undefined)).toBe('functions/internal');
    expect(callableErrorCode('')).toBe('functions/internal');
    expect(callableErrorCode(503)).toBe('functions/internal');
  });
});

describe('CallableFailure', () => {
  it("shows the server's message and keeps its details", () => {
    const failure = new CallableFailure('functions/unavailable', 'We could not check your location.', { reason: 'x' });
    expect(errorMessage(failure)).toBe('We could not check your location.');
    expect(failure.details).toEqual({ reason: 'x' });
    expect(failure.code).toBe('functions/unavailable');
  });
});
