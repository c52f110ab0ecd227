import { describe, expect, it } from 'vitest';
import { ASSIGNABLE_ROLES, assignedRoles, claimsForRoles, hasAnyRole, type Role, type RoleClaims } from './roles';

const ALL_ROLES: Role[] = ['visitor', 'user', 'streamer', 'organizer', 'admin', 'superAdmin'];

/** Which single-role checks each kind of caller passes. */
const CASES: Array<[string, RoleClaims | null, Role[]]> = [
  ['visitor', null, ['visitor']],
  ['plain user', {}, ['user']],
  ['user with the user role', { roles: ['user'] }, ['user']],
  ['streamer', { roles: ['user', 'streamer'] }, ['user', 'streamer']],
  ['organizer', { roles: ['user', 'organizer'] }, ['user', 'organizer']],
  ['admin', claimsForRoles(['admin']), ['user', 'admin']],
  ['superAdmin', claimsForRoles(['superAdmin']), ['user', 'admin', 'superAdmin']],
  ['superAdmin flag without isAdmin', { roles: ['user', 'superAdmin'], superAdmin: true, isAdmin: false }, ['user']],
  ['superAdmin flag with isAdmin missing', { superAdmin: true }, ['user']],
  ['isAdmin without the admin role', { isAdmin: true }, ['user', 'admin']],
  ['admin role without isAdmin', { roles: ['user', 'admin'] }, ['user']],
  ['truthy but not true flags', { isAdmin: 'true', superAdmin: 1 } as unknown as RoleClaims, ['user']],
  ['everything', claimsForRoles([...ASSIGNABLE_ROLES]), ['user', 'streamer', 'organizer', 'admin', 'superAdmin']],
];

describe('hasAnyRole', () => {
  for (const [label, claims, passes] of CASES) {
    for (const role of ALL_ROLES) {
      const expected = passes.includes(role);
      it(`${label} ${expected ? 'passes' : 'fails'} a ${role} check`, () => {
        expect(hasAnyRole(claims, [role])).toBe(expected);
      });
    }
  }

  it('treats undefined claims as a visitor', () => {
    expect(hasAnyRole(undefined, ['visitor'])).toBe(true);
    expect(hasAnyRole(undefined, ['user'])).toBe(false);
  });

  it('passes when any listed role matches', () => {
    expect(hasAnyRole(null, ['visitor', 'user'])).toBe(true);
    expect(hasAnyRole({}, ['visitor', 'user'])).toBe(true);
    expect(hasAnyRole({ roles: ['user', 'organizer'] }, ['admin', 'organizer'])).toBe(true);
    expect(hasAnyRole({ roles: ['user', 'streamer'] }, ['admin', 'organizer'])).toBe(false);
  });

  it('fails an empty list', () => {
    expect(hasAnyRole(null, [])).toBe(false);
    expect(hasAnyRole(claimsForRoles(['superAdmin']), [])).toBe(false);
  });
});

describe('claimsForRoles', () => {
  it('gives a plain user no privileges', () => {
    expect(claimsForRoles([])).toEqual({ roles: ['user'], isAdmin: false, superAdmin: false });
  });

  it.each([
    [['streamer'], { roles: ['user', 'streamer'], isAdmin: false, superAdmin: false }],
    [['organizer'], { roles: ['user', 'organizer'], isAdmin: false, superAdmin: false }],
    [['admin'], { roles: ['user', 'admin'], isAdmin: true, superAdmin: false }],
    [['superAdmin'], { roles: ['user', 'superAdmin'], isAdmin: true, superAdmin: true }],
  ] as const)('%j', (assigned, claims) => {
    expect(claimsForRoles(assigned)).toEqual(claims);
  });

  it('removes duplicates and keeps a stable order', () => {
    expect(claimsForRoles(['superAdmin', 'streamer', 'streamer', 'admin'])).toEqual({
      roles: ['user', 'streamer', 'admin', 'superAdmin'],
      isAdmin: true,
      superAdmin: true,
    });
  });

  it('ignores roles that cannot be assigned', () => {
    expect(claimsForRoles(['user', 'visitor', 'root'] as never)).toEqual({
      roles: ['user'],
      isAdmin: false,
      superAdmin: false,
    });
  });
});

describe('assignedRoles', () => {
  it('reads nothing from a visitor or a plain user', () => {
    expect(assignedRoles(null)).toEqual([]);
    expect(assignedRoles(undefined)).toEqual([]);
    expect(assignedRoles({})).toEqual([]);
    expect(assignedRoles({ roles: ['user'] })).toEqual([]);
  });

  it('reads assigned roles back in a stable order, ignoring unknown ones', () => {
    expect(assignedRoles({ roles: ['user', 'superAdmin', 'root', 'streamer'] })).toEqual(['streamer', 'superAdmin']);
  });

  it('round-trips with claimsForRoles for every combination', () => {
    const count = 1 << ASSIGNABLE_ROLES.length;
    for (let mask = 0; mask < count; mask += 1) {
      const roles = ASSIGNABLE_ROLES.filter((_, index) => mask & (1 << index));
      expect(assignedRoles(claimsForRoles(roles))).toEqual(roles);
    }
  });
});
