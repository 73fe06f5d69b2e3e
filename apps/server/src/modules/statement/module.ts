import type { TModule } from '../module.js';
import { statementRoutes } from './routes.js';

export const statementModule = { name: 'statement', routes: statementRoutes } satisfies TModule;
