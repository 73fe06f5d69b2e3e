import type { TModule } from '../module.js';
import { lookupAdminRoutes, lookupRoutes } from './routes.js';

export const lookupsModule = {
  name: 'lookups',
  routes: async (app) => {
    await app.register(lookupRoutes);
    await app.register(lookupAdminRoutes);
  },
} satisfies TModule;
