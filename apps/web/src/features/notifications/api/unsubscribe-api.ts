import { notificationsApi, type UnsubscribableKind } from '@gauntlet/core';
import { call } from '../../../lib/api-client';

/** Turns off the e-mails of the kind an unsubscribe link's token names, signed in or not. */
export async function unsubscribe(token: string): Promise<UnsubscribableKind> {
  const { kind } = await call(notificationsApi.unsubscribe, { query: { token }, body: { 'List-Unsubscribe': 'One-Click' } });
  return kind;
}
