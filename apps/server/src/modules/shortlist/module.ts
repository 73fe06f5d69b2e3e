import type { TModule } from '../module.js';
import { shortlistRoutes } from './routes.js';

export const shortlistModule = { name: 'shortlist', routes: shortlistRoutes } satisfies TModule;
