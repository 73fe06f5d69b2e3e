import type { TModule } from '../module.js';
import { placementJobHandlers } from './jobs.js';
import { placementRoutes } from './routes.js';

export const placementsModule = {
  name: 'placements',
  routes: placementRoutes,
  jobs: ({ db, clock, baseUrl }) => placementJobHandlers(db, clock, baseUrl),
} satisfies TModule;
