/**
 * The content-service calls of SPEC.md section 7. The spec names paths and a few fields
 * (pgPageLngs with title, seoDesc, keywords; paginationFilter); the rest is decided here and
 * documented in OpenAPI.
 */
export * from './pages.js';
export * from './sections.js';
export * from './menus.js';
export * from './settings.js';
export * from './branches.js';
export * from './questionnaire.js';
export * from './media.js';
