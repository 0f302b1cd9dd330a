// A .po catalogue, imported through lingui's Vite plugin, is its compiled messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
