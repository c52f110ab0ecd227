import type SvgIcon from '@mui/material/SvgIcon';
import { createContext, useContext, type ComponentType } from 'react';
import { hasAnyRole, type Role, type RoleClaims } from '@shared/core/roles';

/**
 * Side navigation sections, in the order they show. Entries sit by `order` within their section; the spec's order
 * (01, section 2) is main: Home 10, Battles 20, My Stream 30, Deposit 40, Withdraw 50, Preferences 60, Settings 70;
 * manage: Teams 10, Battles 20; admin: Users 10, Events 20. A feature that does not exist yet declares nothing: it
 * takes its slot when it adds its routes.
 */
export const NAV_SECTIONS = [
  { id: 'main', heading: null },
  { id: 'manage', heading: 'Manage' },
  { id: 'admin', heading: 'Admin' },
] as const;

export type NavSectionId = (typeof NAV_SECTIONS)[number]['id'];

export interface NavEntry {
  id: string;
  label: string;
  /** One line for the quick-link cards on the member home page. */
  description: string;
  section: NavSectionId;
  order: number;
  /** Shown to users passing a check for any of these roles. */
  roles: readonly Role[];
  icon: typeof SvgIcon;
}

/** One page of a feature, declared in `features/<area>/routes.tsx`; the app builds its router from these. */
export interface FeatureRoute {
  path: string;
  /** Loads the page on its first visit. Routes sharing one loader share one page component. */
  screen: () => Promise<ComponentType>;
  /** The browser tab's title; pages whose title depends on their data set it with usePageTitle. */
  title?: string;
  /** Only users passing a check for any of these roles may open it: visitors go to login, others home. */
  roles?: readonly Role[];
  nav?: NavEntry;
  /**
   * Shown without the app frame (header, navigation, footer, session bar, consent prompt): a page made for other
   * software, such as the stream overlay a streaming program shows as a browser source.
   */
  bare?: boolean;
  /**
   * A page where money is staked or paid in (or out): shown under the 18+ notice (spec 01, "Age-restricted
   * wrapper around gambling pages").
   */
  ageRestricted?: boolean;
}

export type NavItem = NavEntry & { href: string };

/** What the app knows about every declared page, for the layout, the navigation and the pages that list others. */
export interface RouteTable {
  titleFor: (pathname: string) => string | undefined;
  /** The navigation entries a user may see, by section and order. */
  navItemsFor: (claims: RoleClaims | null) => NavItem[];
}

/** Paths match with or without a trailing slash. */
function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function routeTable(routes: readonly FeatureRoute[]): RouteTable {
  const titles = new Map(routes.flatMap(({ path, title }) => (title ? [[path, title] as const] : [])));
  const sectionIndex = (id: NavSectionId) => NAV_SECTIONS.findIndex((section) => section.id === id);
  const navItems = routes
    .flatMap(({ path, nav }) => (nav ? [{ ...nav, href: path }] : []))
    .sort((a, b) => sectionIndex(a.section) - sectionIndex(b.section) || a.order - b.order);
  return {
    titleFor: (pathname) => titles.get(normalise(pathname)),
    navItemsFor: (claims) => navItems.filter((item) => hasAnyRole(claims, item.roles)),
  };
}

export const RouteTableContext = createContext<RouteTable>(routeTable([]));

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}
