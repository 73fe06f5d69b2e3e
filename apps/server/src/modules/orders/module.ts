import type { TModule } from '../module.js';
import { orderRoutes } from './routes.js';

export const ordersModule = { name: 'orders', routes: orderRoutes } satisfies TModule;
