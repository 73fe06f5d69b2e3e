import type { TModule } from '../module.js';
import { laborRoutes } from './routes.js';

export const laborsModule = { name: 'labors', routes: laborRoutes } satisfies TModule;
