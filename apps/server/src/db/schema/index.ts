export * from './reference.js';
export * from './content.js';
export * from './accounts.js';
export * from './labors.js';
export * from './enquiries.js';
export * from './orders.js';
export * from './cms.js';
export * from './jobs.js';
