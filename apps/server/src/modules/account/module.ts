import type { TModule } from '../module.js';
import { accountRoutes } from './routes.js';

export const accountModule = { name: 'account', routes: accountRoutes } satisfies TModule;
