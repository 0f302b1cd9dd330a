export * from './tag-learning.js';
export * from './preference.js';
export * from './streak.js';
export * from './funscript.js';
