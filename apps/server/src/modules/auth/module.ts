import type { TModule } from '../module.js';
import { authRoutes } from './routes.js';

export const authModule = { name: 'auth', routes: authRoutes } satisfies TModule;
