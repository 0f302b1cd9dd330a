export * from './contracts/error.js';
export * from './contracts/account.js';
export * from './contracts/profile.js';
export * from './rules/roles.js';
export * from './rules/format.js';
export * from './app-info.js';
