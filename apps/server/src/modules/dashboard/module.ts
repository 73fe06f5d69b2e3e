import type { TModule } from '../module.js';
import { dashboardRoutes } from './routes.js';

export const dashboardModule = { name: 'dashboard', routes: dashboardRoutes } satisfies TModule;
