import type { Upload } from '@gauntlet/core';

type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  file: File;
  status: UploadStatus;
  /** 0–1 of this file's request sent. */
  progress: number;
  upload?: Upload;
  error?: string;
}

export type QueueAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: number }
  | { type: 'progress'; key: number; progress: number }
  | { type: 'done'; key: number; upload: Upload }
  | { type: 'failed'; key: number; error: string }
  | { type: 'reset' };

const patch = (items: UploadItem[], key: number, change: Partial<UploadItem>) =>
  items.map((item) => (item.key === key ? { ...item, ...change } : item));

export function queueReducer(items: UploadItem[], action: QueueAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'start':
      return patch(items, action.key, { status: 'uploading', progress: 0 });
    case 'progress':
      return patch(items, action.key, { progress: Math.min(1, Math.max(0, action.progress)) });
    case 'done':
      return patch(items, action.key, { status: 'done', progress: 1, upload: action.upload });
    case 'failed':
      return patch(items, action.key, { status: 'failed', error: action.error });
    case 'reset':
      return [];
  }
}

export interface QueueSummary {
  total: number;
  done: number;
  failed: number;
  busy: boolean;
  /** 0–1 over all files, weighted by size; a failed file counts as finished. */
  overall: number;
}

export function summarise(items: readonly UploadItem[]): QueueSummary {
  const bytes = items.reduce((sum, item) => sum + Math.max(1, item.file.size), 0);
  const sent = items.reduce((sum, item) => sum + Math.max(1, item.file.size) * (item.status === 'failed' ? 1 : item.progress), 0);
  return {
    total: items.length,
    done: items.filter((item) => item.status === 'done').length,
    failed: items.filter((item) => item.status === 'failed').length,
    busy: items.some((item) => item.status === 'waiting' || item.status === 'uploading'),
    overall: bytes === 0 ? 0 : sent / bytes,
  };
}
