import { i18n, type MessageDescriptor } from '@lingui/core';

/** The entry's text in the reader's language; null for a key the table does not hold (own keys only). */
export function translated(table: Readonly<Record<string, MessageDescriptor>>, key: string): string | null {
  return Object.hasOwn(table, key) ? i18n._(table[key]!) : null;
}
