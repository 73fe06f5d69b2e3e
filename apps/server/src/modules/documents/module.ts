import type { TModule } from '../module.js';
import { documentJobHandlers } from './digest.js';
import { documentRoutes } from './routes.js';

export const documentsModule = {
  name: 'documents',
  routes: documentRoutes,
  jobs: ({ db, clock, baseUrl }) => documentJobHandlers(db, clock, baseUrl),
} satisfies TModule;
