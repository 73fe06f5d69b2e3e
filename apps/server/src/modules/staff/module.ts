import type { TModule } from '../module.js';
import { staffRoutes } from './routes.js';

export const staffModule = { name: 'staff', routes: staffRoutes } satisfies TModule;
