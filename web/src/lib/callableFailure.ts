/**
 * A failed call sent without the Functions SDK (`callFunctionAsBuilt`), read like the SDK's `FirebaseError`: the
 * code with its 'functions/' prefix, the server's message and its details. It keeps Firebase off a visitor's first page.
 */
export class CallableFailure extends Error {
  override readonly name = 'CallableFailure';

  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The callable protocol's error status ("FAILED_PRECONDITION") as the Functions SDK's code ("functions/failed-precondition"). */
export const callableErrorCode = (status: unknown): string =>
  `functions/${typeof status === 'string' && status ? status.toLowerCase().replace(/_/g, '-') : 'internal'}`;
