import type { TModule } from '../module.js';
import { workerImportRoutes } from './routes.js';

export const workerImportModule = { name: 'worker-import', routes: workerImportRoutes } satisfies TModule;
