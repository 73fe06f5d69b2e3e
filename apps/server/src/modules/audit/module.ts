import type { TModule } from '../module.js';
import { auditRoutes } from './routes.js';

export const auditModule = { name: 'audit', routes: auditRoutes } satisfies TModule;
