import { describe, it } from 'vitest';
import { storageHost } from '../support/env';
import { skipWithReason } from '../support/skip';
import {
  ALLOW,
  DENY,
  describeMatrix,
  EVERYTHING,
  expectOutcome,
  READ_ONLY,
  SERVER_ONLY,
  useRulesEnvironment,
  type OwnedMatrix,
  type RoleName,
  type Storage,
  type UnownedMatrix,
} from './support';
import { storagePaths } from '../../functions/src/shared/users/storagePaths';

/**
 * The Storage emulator's rules runtime is a download, so where it cannot run (offline machines, CI) every test
 * here reports itself as skipped with this reason, which `npm test` prints with the count.
 */
const SKIP_REASON = 'Storage emulator unavailable offline';
const skip = storageHost() ? null : SKIP_REASON;
if (skip) console.warn(`${SKIP_REASON} (its rules runtime is a download this machine cannot make): storage rules tests skipped`);

const harness = useRulesEnvironment({ storage: true });

const MAX_BYTES = 2 * 1024 * 1024;

/** Bytes that start like a PNG file (the rules look only at the declared content type and the size). */
function imageBytes(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return bytes;
}

function upload(storage: Storage, path: string, bytes = imageBytes(), contentType = 'image/png'): Promise<void> {
  return storage
    .ref(path)
    .put(bytes, { contentType })
    .then(() => undefined);
}

/** A test that runs only when the Storage emulator does. */
function storageIt(name: string, test: () => Promise<void>): void {
  it(name, async (context) => {
    if (skip) skipWithReason(context, skip);
    await test();
  });
}

interface StorageTarget {
  label: string;
  /** The file a cell works on; `ownerUid` plays the owner and `id` is unique per cell. */
  file(ownerUid: string, id: string): string;
  /** The folder a list cell lists (the one holding `file`). */
  folder(ownerUid: string, id: string): string;
}

/** Runs a role x operation matrix against a Storage path; create and update upload a small PNG. */
function describeStorageMatrix(target: StorageTarget, matrix: OwnedMatrix | UnownedMatrix): void {
  describeMatrix(
    target.label,
    matrix,
    async ({ role, operation, key }) => {
      const ownerUid = `owner-${key}`;
      const path = target.file(ownerUid, key);
      if (operation !== 'create') await harness.seedStorage((storage) => upload(storage, path));
      const storage = harness.storage(role, ownerUid);
      switch (operation) {
        case 'get':
          return () => storage.ref(path).getMetadata();
        case 'list':
          return () => storage.ref(target.folder(ownerUid, key)).listAll();
        case 'create':
          return () => upload(storage, path);
        case 'update':
          return () => upload(storage, path, imageBytes(2048), 'image/jpeg');
        case 'delete':
          return () => storage.ref(path).delete();
      }
    },
    { skip },
  );
}

describe('storage matrices', () => {
  describeStorageMatrix(
    {
      label: 'storage users/{uid}/**',
      file: (ownerUid, id) => `users/${ownerUid}/${id}/logo.png`,
      folder: (ownerUid, id) => `users/${ownerUid}/${id}`,
    },
    {
      //                   get    list   create update delete
      visitor: READ_ONLY,
      other: READ_ONLY,
      owner: EVERYTHING,
      streamer: READ_ONLY,
      organizer: READ_ONLY,
      admin: EVERYTHING,
      superAdmin: EVERYTHING,
    },
  );

  describeStorageMatrix(
    {
      // The stream id is the streamer's uid, so the owner is the streamer whose stream it is.
      label: 'storage streams/{streamId}/**',
      file: (ownerUid, id) => `streams/${ownerUid}/${id}/logo.png`,
      folder: (ownerUid, id) => `streams/${ownerUid}/${id}`,
    },
    {
      visitor: READ_ONLY,
      other: READ_ONLY,
      owner: EVERYTHING,
      streamer: READ_ONLY,
      organizer: READ_ONLY,
      admin: EVERYTHING,
      superAdmin: EVERYTHING,
    },
  );

  describeStorageMatrix(
    {
      label: 'storage events/{eventId}/**',
      file: (_ownerUid, id) => `events/event-${id}/banner.png`,
      folder: (_ownerUid, id) => `events/event-${id}`,
    },
    {
      // No owner: events belong to nobody; organizers do not upload event images.
      visitor: READ_ONLY,
      other: READ_ONLY,
      streamer: READ_ONLY,
      organizer: READ_ONLY,
      admin: EVERYTHING,
      superAdmin: EVERYTHING,
    },
  );

  describeStorageMatrix(
    {
      label: 'storage misc/** (no rule)',
      file: (_ownerUid, id) => `misc/${id}/file.png`,
      folder: (_ownerUid, id) => `misc/${id}`,
    },
    SERVER_ONLY,
  );
});

describe('storage uploads: images under 2 MB only', () => {
  const owner = 'uploader';
  const logo = storagePaths.userLogo(owner);
  const as = (role: RoleName) => harness.storage(role, owner);

  storageIt('owner can upload their logo as a PNG', () => expectOutcome(ALLOW, upload(as('owner'), logo)));

  storageIt('a visitor can read the logo', async () => {
    await harness.seedStorage((storage) => upload(storage, logo));
    await expectOutcome(ALLOW, as('visitor').ref(logo).getDownloadURL());
  });

  storageIt("another user cannot upload over the owner's logo", () =>
    expectOutcome(DENY, upload(as('other'), logo)),
  );

  storageIt('a visitor cannot upload', () => expectOutcome(DENY, upload(as('visitor'), `users/${owner}/anon.png`)));

  storageIt('owner cannot upload a file that is not an image (text/plain)', () =>
    expectOutcome(DENY, upload(as('owner'), `users/${owner}/notes.txt`, imageBytes(), 'text/plain')),
  );

  storageIt('owner cannot upload an HTML page named like an image', () =>
    expectOutcome(DENY, upload(as('owner'), `users/${owner}/logo.png`, imageBytes(), 'text/html')),
  );

  storageIt('owner cannot upload an SVG, which can carry script', () =>
    expectOutcome(DENY, upload(as('owner'), `users/${owner}/logo.svg`, imageBytes(), 'image/svg+xml')),
  );

  storageIt('owner can upload a WebP image', () =>
    expectOutcome(ALLOW, upload(as('owner'), `users/${owner}/logo.webp`, imageBytes(), 'image/webp')),
  );

  storageIt('owner cannot overwrite their logo with a non-image', async () => {
    await harness.seedStorage((storage) => upload(storage, logo));
    await expectOutcome(DENY, upload(as('owner'), logo, imageBytes(), 'application/octet-stream'));
  });

  storageIt('owner can upload an image just under 2 MB', () =>
    expectOutcome(ALLOW, upload(as('owner'), `users/${owner}/big.png`, imageBytes(MAX_BYTES - 1))),
  );

  storageIt('owner cannot upload an image of exactly 2 MB', () =>
    expectOutcome(DENY, upload(as('owner'), `users/${owner}/two-mb.png`, imageBytes(MAX_BYTES))),
  );

  storageIt('owner cannot upload an image over 2 MB', () =>
    expectOutcome(DENY, upload(as('owner'), `users/${owner}/huge.png`, imageBytes(MAX_BYTES + 1024))),
  );

  storageIt("an admin can upload a user's logo", () => expectOutcome(ALLOW, upload(as('admin'), logo)));

  storageIt('an admin cannot upload a non-image either', () =>
    expectOutcome(DENY, upload(as('admin'), `users/${owner}/script.js`, imageBytes(), 'text/javascript')),
  );

  storageIt('an admin cannot upload over 2 MB either', () =>
    expectOutcome(DENY, upload(as('admin'), `users/${owner}/huge.png`, imageBytes(MAX_BYTES + 1024))),
  );
});

describe('storage streams and events', () => {
  const streamer = 'streamer-uid';

  storageIt('a streamer can upload to the stream whose id is their uid', () =>
    expectOutcome(ALLOW, upload(harness.storage('owner', streamer), `streams/${streamer}/logo.png`)),
  );

  storageIt("a streamer cannot upload to another streamer's stream", () =>
    expectOutcome(DENY, upload(harness.storage('streamer'), `streams/${streamer}/logo.png`)),
  );

  storageIt('a streamer cannot upload a non-image to their stream', () =>
    expectOutcome(
      DENY,
      upload(harness.storage('owner', streamer), `streams/${streamer}/overlay.html`, imageBytes(), 'text/html'),
    ),
  );

  storageIt('a streamer cannot upload over 2 MB to their stream', () =>
    expectOutcome(
      DENY,
      upload(harness.storage('owner', streamer), `streams/${streamer}/huge.png`, imageBytes(MAX_BYTES + 1024)),
    ),
  );

  storageIt('a visitor can read a stream image', async () => {
    await harness.seedStorage((storage) => upload(storage, `streams/${streamer}/logo.png`));
    await expectOutcome(ALLOW, harness.storage('visitor').ref(`streams/${streamer}/logo.png`).getMetadata());
  });

  storageIt('an admin can upload an event banner', () =>
    expectOutcome(ALLOW, upload(harness.storage('admin'), 'events/final/banner.png')),
  );

  storageIt('an organizer cannot upload an event banner', () =>
    expectOutcome(DENY, upload(harness.storage('organizer'), 'events/final/banner.png')),
  );

  storageIt('an admin cannot upload a non-image event file', () =>
    expectOutcome(DENY, upload(harness.storage('admin'), 'events/final/rules.pdf', imageBytes(), 'application/pdf')),
  );

  storageIt('an admin cannot upload an event image over 2 MB', () =>
    expectOutcome(DENY, upload(harness.storage('admin'), 'events/final/huge.png', imageBytes(MAX_BYTES + 1024))),
  );

  storageIt('a visitor can read an event banner', async () => {
    await harness.seedStorage((storage) => upload(storage, 'events/final/banner.png'));
    await expectOutcome(ALLOW, harness.storage('visitor').ref('events/final/banner.png').getDownloadURL());
  });
});
