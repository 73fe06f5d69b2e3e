import type { TModule } from '../module.js';
import { cmsAdminRoutes } from './admin-routes.js';
import { cmsRoutes } from './routes.js';

export const cmsModule = {
  name: 'cms',
  routes: async (app) => {
    await app.register(cmsRoutes);
    await app.register(cmsAdminRoutes);
  },
} satisfies TModule;
