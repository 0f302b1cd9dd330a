export * from './auth.js';
export * from './profiles.js';
export * from './challenges.js';
export * from './routines.js';
export * from './side-tools.js';
