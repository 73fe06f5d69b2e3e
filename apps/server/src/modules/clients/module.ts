import { routesOf, type TModule } from '../module.js';
import { clientProfileRoutes } from './profile-routes.js';
import { clientRoutes } from './routes.js';

export const clientsModule = { name: 'clients', routes: routesOf(clientRoutes, clientProfileRoutes) } satisfies TModule;
