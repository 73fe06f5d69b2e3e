import type { TModule } from '../module.js';
import { clientProfileRoutes } from './profile-routes.js';
import { clientRoutes } from './routes.js';

export const clientsModule = {
  name: 'clients',
  routes: async (app) => {
    await app.register(clientRoutes);
    await app.register(clientProfileRoutes);
  },
} satisfies TModule;
