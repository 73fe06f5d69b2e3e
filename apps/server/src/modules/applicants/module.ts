import type { TModule } from '../module.js';
import { applicantRoutes } from './routes.js';

export const applicantsModule = { name: 'applicants', routes: applicantRoutes } satisfies TModule;
