import './schemas/messages.js';
export * from './constants.js';
export * from './language.js';
export * from './routes.js';
export * from './i18n/translate.js';
export * from './schemas/common.js';
export * from './schemas/content.js';
export * from './schemas/reference.js';
export * from './schemas/health.js';
