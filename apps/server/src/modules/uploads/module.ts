import type { TModule } from '../module.js';
import { uploadRoutes } from './routes.js';

export const uploadsModule = { name: 'uploads', routes: uploadRoutes } satisfies TModule;
