import { routesOf, type TModule } from '../module.js';
import { cmsAdminRoutes } from './admin-routes.js';
import { cmsRoutes } from './routes.js';

export const cmsModule = { name: 'cms', routes: routesOf(cmsRoutes, cmsAdminRoutes) } satisfies TModule;
