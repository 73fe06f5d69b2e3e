import type { TModule } from '../module.js';
import { processFeeRoutes } from './routes.js';

export const processFeesModule = {
  name: 'process-fees',
  routes: processFeeRoutes,
} satisfies TModule;
