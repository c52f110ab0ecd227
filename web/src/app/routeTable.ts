import { routeTable, type FeatureRoute } from '../lib/routes';

/** Every feature's pages, from its own `features/<area>/routes.tsx`: adding a page edits no list here. */
const declared = import.meta.glob<FeatureRoute[]>('../features/*/routes.tsx', { eager: true, import: 'routes' });

export const featureRoutes: FeatureRoute[] = Object.values(declared).flat();
export const appRouteTable = routeTable(featureRoutes);
