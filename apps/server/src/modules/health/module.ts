import type { TModule } from '../module.js';
import { healthRoutes } from './routes.js';

export const healthModule = { name: 'health', routes: healthRoutes } satisfies TModule;
