import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it("shows a callable's own message without the HTTP status the SDK appends", () => {
    const error = new FirebaseError('functions/already-exists', 'Username is already taken [409]');
    expect(errorMessage(error)).toBe('Username is already taken');
  });

  it('hides SDK error codes behind the fallback', () => {
    expect(errorMessage(new FirebaseError('auth/network-request-failed', 'Firebase: Error (auth/network-request-failed).'), 'Try again')).toBe('Try again');
  });

  it('uses plain errors as they are, and the fallback for anything else', () => {
    expect(errorMessage(new Error('Out of cheese'))).toBe('Out of cheese');
    expect(errorMessage('nope', 'Fallback')).toBe('Fallback');
  });
});
