import { routesOf, type TModule } from '../module.js';
import { processContractRoutes } from './contract-routes.js';
import { processRoutes } from './routes.js';

export const processesModule = {
  name: 'processes',
  routes: routesOf(processRoutes, processContractRoutes),
} satisfies TModule;
