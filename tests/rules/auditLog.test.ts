import { describe, it } from 'vitest';
import {
  ADMINS_READ,
  ALLOW,
  DENY,
  describeFirestoreMatrix,
  expectOutcome,
  sampleAuditEntry,
  serverTimestamp,
  useRulesEnvironment,
} from './support';
import { SUPPORT_COLLECTIONS, supportPaths } from '../../functions/src/shared/support/firestorePaths';

const harness = useRulesEnvironment();

describe('auditLog/{id} matrix', () => {
  describeFirestoreMatrix(
    harness,
    {
      label: 'auditLog/{id}',
      doc: (ownerUid, id) => supportPaths.auditEntry(`${ownerUid}_${id}`),
      collection: () => SUPPORT_COLLECTIONS.auditLog,
      existing: (ownerUid, id) => sampleAuditEntry(ownerUid, id),
      created: (ownerUid, id) => sampleAuditEntry(ownerUid, id),
      updated: () => ({ reason: 'Rewritten after the fact' }),
    },
    ADMINS_READ,
  );
});

describe('auditLog: attacks', () => {
  const subject = 'subject';
  const entry = supportPaths.auditEntry('root-superadmin_request-0001');
  const seedEntry = () => harness.seed((db) => db.doc(entry).set(sampleAuditEntry(subject, 'request-0001')));

  it('the user an entry is about can neither read it nor list entries filtered to themselves', async () => {
    await seedEntry();
    await expectOutcome(DENY, harness.db('owner', subject).doc(entry).get());
    const own = harness.db('owner', subject).collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', subject);
    await expectOutcome(DENY, own.get());
  });

  it('an admin lists the entries about one user', async () => {
    await seedEntry();
    const query = harness.db('admin').collection(SUPPORT_COLLECTIONS.auditLog).where('targetUserId', '==', subject);
    await expectOutcome(ALLOW, query.get());
  });

  it('a Super Admin cannot write an entry from the client, even one that looks like the server’s', async () => {
    const forged = supportPaths.auditEntry('root-superadmin_request-forged');
    await expectOutcome(DENY, harness.db('superAdmin').doc(forged).set(sampleAuditEntry(subject, 'request-forged', { timestamp: serverTimestamp() })));
  });

  it('a Super Admin cannot delete or rewrite the entry about their own action', async () => {
    await seedEntry();
    await expectOutcome(DENY, harness.db('superAdmin').doc(entry).update({ after: { betting: true } }));
    await expectOutcome(DENY, harness.db('superAdmin').doc(entry).delete());
  });

  it('nobody writes a refund or a role change entry from the client: the bettor, an admin, a Super Admin, a visitor', async () => {
    const entries = [
      sampleAuditEntry(subject, 'request-refund', { action: 'refundUser', actor: { uid: 'admin-uid', email: null }, timestamp: serverTimestamp() }),
      sampleAuditEntry(subject, 'request-roles', { action: 'updateUser', before: { roles: '' }, after: { roles: 'admin' }, timestamp: serverTimestamp() }),
    ];
    for (const data of entries) {
      const path = supportPaths.auditEntry(`forged_${data.requestId as string}`);
      for (const db of [harness.db('owner', subject), harness.db('admin'), harness.db('superAdmin'), harness.db('visitor')]) {
        await expectOutcome(DENY, db.doc(path).set(data));
      }
    }
  });
});
