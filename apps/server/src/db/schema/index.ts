export * from './auth.js';
export * from './profiles.js';
