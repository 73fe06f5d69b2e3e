import type { TModule } from '../module.js';
import { processDocumentRoutes } from './routes.js';

export const processDocumentsModule = {
  name: 'process-documents',
  routes: processDocumentRoutes,
} satisfies TModule;
