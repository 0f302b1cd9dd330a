export * from './account.js';
export * from './profile.js';
export * from './challenges.js';
export * from './ledger.js';
export * from './external.js';
export * from './routines.js';
export * from './slideshow.js';
export * from './tagger.js';
