import { i18n, type MessageDescriptor } from '@lingui/core';

/** The entry's text in the reader's language; null for a key the table does not hold (own keys only). */
export function translated(
  table: Readonly<Record<string, MessageDescriptor>>,
  key: string,
  values?: Record<string, unknown>,
): string | null {
  if (!Object.hasOwn(table, key)) return null;
  const entry: MessageDescriptor = { ...table[key]!, values };
  return i18n._(entry);
}
