// A PO catalog imported by the web app is compiled by Lingui's Vite plugin into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
