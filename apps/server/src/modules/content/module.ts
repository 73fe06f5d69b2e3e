import type { TModule } from '../module.js';
import { contentRoutes } from './routes.js';

export const contentModule = { name: 'content', routes: contentRoutes } satisfies TModule;
