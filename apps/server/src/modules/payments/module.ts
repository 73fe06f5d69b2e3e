import type { TModule } from '../module.js';
import { paymentRoutes } from './routes.js';

export const paymentsModule = { name: 'payments', routes: paymentRoutes } satisfies TModule;
