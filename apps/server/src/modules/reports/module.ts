import type { TModule } from '../module.js';
import { reportRoutes } from './routes.js';

export const reportsModule = { name: 'reports', routes: reportRoutes } satisfies TModule;
