import { pageAdmin } from './pages.js';
import { publicCalls } from './public.js';
import { questionnaireAdmin } from './questionnaire.js';
import { siteAdmin } from './site.js';

/**
 * The content service: the public pages' reads and the questionnaire (SPEC.md section 7), and the
 * back office's content editing. Adding a file to the media library is `uploadsApi.media`.
 */
export const cmsApi = { ...publicCalls, ...pageAdmin, ...siteAdmin, ...questionnaireAdmin };
