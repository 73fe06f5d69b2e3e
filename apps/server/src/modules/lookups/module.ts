import { routesOf, type TModule } from '../module.js';
import { lookupAdminRoutes, lookupRoutes } from './routes.js';

export const lookupsModule = { name: 'lookups', routes: routesOf(lookupRoutes, lookupAdminRoutes) } satisfies TModule;
