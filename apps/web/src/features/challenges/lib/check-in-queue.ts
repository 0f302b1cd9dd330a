import { createStore, del, get, set, values } from 'idb-keyval';

/** What every check-in kept on this device carries until the server has accepted it. */
interface QueuedCheckInBase {
  /** Made once per check-in: a replay of the same check-in applies once on the server. */
  idempotencyKey: string;
  userId: string;
  metric: string;
  /** When the user checked in; the stored field keeps its first name so check-ins queued by an older app still read. */
  tappedAt: string;
  /** The server's message when it refused the check-in; null while it is still to be sent. */
  refusal: string | null;
  /** The refusal's error code, which words it in the reader's language (absent on items refused before it was kept). */
  refusalCode?: string;
}

/** A check-in of a CheckIn goal, for the calendar day it was made on in the challenge's zone. */
export interface QueuedDayCheckIn extends QueuedCheckInBase {
  day: string;
}

/** A manual goal's switch, turned to `completed`: only the latest turn of a metric is kept. */
export interface QueuedManualGrade extends QueuedCheckInBase {
  completed: boolean;
}

export type QueuedCheckIn = QueuedDayCheckIn | QueuedManualGrade;

export const isManualGrade = (item: QueuedCheckIn): item is QueuedManualGrade => 'completed' in item;

let store: ReturnType<typeof createStore> | undefined;
// Opened on first use, so screens that never check in never open the database.
const queue = () => (store ??= createStore('gauntlet-check-ins', 'queue'));

export async function enqueueCheckIn(item: QueuedCheckIn): Promise<void> {
  await set(item.idempotencyKey, item, queue());
}

/** A user's queued check-ins, oldest first. */
export async function queuedCheckIns(userId: string): Promise<QueuedCheckIn[]> {
  const items = await values<QueuedCheckIn>(queue());
  return items.filter((item) => item.userId === userId).sort((a, b) => a.tappedAt.localeCompare(b.tappedAt));
}

export async function removeQueuedCheckIn(idempotencyKey: string): Promise<void> {
  await del(idempotencyKey, queue());
}

export async function markCheckInRefused(idempotencyKey: string, refusal: string, refusalCode: string): Promise<void> {
  const item = await get<QueuedCheckIn>(idempotencyKey, queue());
  if (item) await set(idempotencyKey, { ...item, refusal, refusalCode }, queue());
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
