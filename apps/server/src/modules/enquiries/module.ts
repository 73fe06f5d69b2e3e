import type { TModule } from '../module.js';
import { enquiryRoutes } from './routes.js';

export const enquiriesModule = { name: 'enquiries', routes: enquiryRoutes } satisfies TModule;
