export * from './reference.js';
export * from './content.js';
