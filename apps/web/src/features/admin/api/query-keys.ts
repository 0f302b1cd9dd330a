/** React Query keys of the admin feature; everything under 'admin' refreshes together. */
export const adminKeys = {
  all: ['admin'] as const,
  users: ['admin', 'users'] as const,
  bootstrap: ['admin', 'bootstrap'] as const,
};
