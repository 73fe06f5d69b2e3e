import type { TModule } from '../module.js';
import { processRoutes } from './routes.js';

export const processesModule = {
  name: 'processes',
  routes: processRoutes,
} satisfies TModule;
