export * from './settings.js';
export * from './affordability.js';
export * from './sequence.js';
export * from './instruction-card.js';
