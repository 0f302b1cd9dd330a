import { describe, expect, it } from 'vitest';
import { queueReducer, summarise, type UploadItem } from './upload-queue';

const item = (key: number, size: number): UploadItem => ({
  key,
  file: new File([new Uint8Array(size)], `${key}.jpg`, { type: 'image/jpeg' }),
  status: 'waiting',
  progress: 0,
});

describe('upload queue', () => {
  it('moves each file from waiting to done, weighting overall progress by size', () => {
    let items = queueReducer([], { type: 'add', items: [item(1, 300), item(2, 100)] });
    expect(summarise(items)).toMatchObject({ total: 2, done: 0, busy: true, overall: 0 });
    items = queueReducer(items, { type: 'start', key: 1 });
    items = queueReducer(items, { type: 'progress', key: 1, progress: 0.5 });
    expect(summarise(items).overall).toBeCloseTo(150 / 400);
    items = queueReducer(items, { type: 'done', key: 1, upload: { uploadId: 'u1', fileName: '1.jpg', bytes: 300 } });
    items = queueReducer(items, { type: 'start', key: 2 });
    items = queueReducer(items, { type: 'failed', key: 2, error: 'Nope' });
    expect(summarise(items)).toEqual({ total: 2, done: 1, failed: 1, busy: false, overall: 1 });
    expect(queueReducer(items, { type: 'reset' })).toEqual([]);
  });
});
