import type { TModule } from '../module.js';
import { slotRoutes } from './routes.js';

export const slotsModule = { name: 'slots', routes: slotRoutes } satisfies TModule;
