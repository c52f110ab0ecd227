import { describe, expect, it } from 'vitest';
import { appRouteTable, featureRoutes } from './routeTable';

const labels = (claims: Parameters<typeof appRouteTable.navItemsFor>[0]) =>
  appRouteTable.navItemsFor(claims).map((item) => `${item.section}:${item.label}`);

describe('the side navigation built from the features', () => {
  it('lists the pages that exist in the spec order, by role', () => {
    expect(labels(null)).toEqual([]);
    const member = ['main:Home', 'main:Battles', 'main:Events', 'main:Leaderboards', 'main:Deposit', 'main:Withdraw', 'main:Preferences', 'main:Settings'];
    expect(labels({ roles: ['user'] })).toEqual(member);
    expect(labels({ roles: ['user', 'streamer'] })).toEqual(['main:Home', 'main:Battles', 'main:Events', 'main:My Stream', 'main:My Events', ...member.slice(3)]);
    expect(labels({ roles: ['user', 'organizer'] })).toEqual([...member, 'manage:Teams', 'manage:Battles']);
    expect(labels({ roles: ['user', 'admin'], isAdmin: true })).toEqual([...member, 'manage:Teams', 'manage:Battles', 'admin:Summary', 'admin:Events']);
    expect(labels({ roles: ['user', 'superAdmin'], isAdmin: true, superAdmin: true })).toEqual([
      ...member,
      'manage:Teams',
      'manage:Battles',
      'admin:Users',
      'admin:Customer interaction',
      'admin:Summary',
      'admin:Events',
    ]);
  });

  it('links each item to its page and titles the pages that name themselves', () => {
    expect(appRouteTable.navItemsFor({ roles: ['user'] }).map((item) => item.href)).toEqual([
      '/',
      '/battles',
      '/events',
      '/leaderboards',
      '/deposit',
      '/withdraw',
      '/preferences',
      '/settings',
    ]);
    expect(appRouteTable.titleFor('/help')).toBe('Help & FAQs');
    expect(appRouteTable.titleFor('/settings/')).toBe('Settings');
    expect(appRouteTable.titleFor('/deposit')).toBeUndefined();
  });

  it('declares every path once', () => {
    const paths = featureRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
