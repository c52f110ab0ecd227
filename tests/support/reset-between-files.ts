import { beforeAll } from 'vitest';
import { resetEmulators } from './reset';

// Each test file starts from empty emulators; tests inside a file share state and use their own ids.
beforeAll(async () => {
  await resetEmulators();
});
