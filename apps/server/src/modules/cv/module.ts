import type { TModule } from '../module.js';
import { cvRoutes } from './routes.js';

export const cvModule = { name: 'cv', routes: cvRoutes } satisfies TModule;
