import { createStore, del, get, set, values } from 'idb-keyval';

/** What every tap kept on this device carries until the server has accepted it. */
interface QueuedTapBase {
  /** Made once per tap: a replay of the same tap applies once on the server. */
  idempotencyKey: string;
  userId: string;
  metric: string;
  tappedAt: string;
  /** The server's message when it refused the tap; null while it is still to be sent. */
  refusal: string | null;
}

/** A check-in, for the calendar day it was tapped on in the challenge's zone. */
export interface QueuedCheckIn extends QueuedTapBase {
  day: string;
}

/** A manual goal's switch, turned to `completed`: only the latest turn of a metric is kept. */
export interface QueuedManualGrade extends QueuedTapBase {
  completed: boolean;
}

export type QueuedTap = QueuedCheckIn | QueuedManualGrade;

export const isManualGrade = (item: QueuedTap): item is QueuedManualGrade => 'completed' in item;

let store: ReturnType<typeof createStore> | undefined;
// Opened on first use, so screens that never check in never open the database.
const queue = () => (store ??= createStore('gauntlet-check-ins', 'queue'));

export async function enqueueTap(item: QueuedTap): Promise<void> {
  await set(item.idempotencyKey, item, queue());
}

/** A user's queued taps, oldest first. */
export async function queuedTaps(userId: string): Promise<QueuedTap[]> {
  const items = await values<QueuedTap>(queue());
  return items.filter((item) => item.userId === userId).sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));
}

export async function removeQueuedTap(idempotencyKey: string): Promise<void> {
  await del(idempotencyKey, queue());
}

export async function markTapRefused(idempotencyKey: string, refusal: string): Promise<void> {
  const item = await get<QueuedTap>(idempotencyKey, queue());
  if (item) await set(idempotencyKey, { ...item, refusal }, queue());
}

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only on secure origins, and a self-hosted
 * Gauntlet may be opened over plain HTTP on a home network; `getRandomValues` works on both.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
