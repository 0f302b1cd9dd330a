import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/error-text';
import { clearUploads, quotaKey, uploadImage } from '../api/video-api';
import { queueReducer, summarise, type UploadItem } from './upload-queue';

let nextKey = 1;

/** Uploads picked images one by one (so each shows its own progress), in the order picked. */
export function useUploadQueue() {
  const [items, dispatch] = useReducer(queueReducer, []);
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const refreshQuota = useCallback(() => void queryClient.invalidateQueries({ queryKey: quotaKey }), [queryClient]);

  useEffect(() => () => abort.current?.abort(), []);

  const add = useCallback(
    async (files: readonly File[]) => {
      const added: UploadItem[] = files.map((file) => ({ key: nextKey++, file, status: 'waiting', progress: 0 }));
      if (added.length === 0) return;
      dispatch({ type: 'add', items: added });
      const controller = new AbortController();
      abort.current = controller;
      for (const item of added) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'start', key: item.key });
        try {
          const upload = await uploadImage(
            item.file,
            (loaded, total) => dispatch({ type: 'progress', key: item.key, progress: total > 0 ? loaded / total : 0 }),
            controller.signal,
          );
          dispatch({ type: 'done', key: item.key, upload });
          refreshQuota();
        } catch (error) {
          if (controller.signal.aborted) return;
          dispatch({ type: 'failed', key: item.key, error: errorMessage(error) });
        }
      }
    },
    [refreshQuota],
  );

  /** Cancels what is under way and deletes the user's uploads on the server. */
  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    dispatch({ type: 'reset' });
    void clearUploads()
      .catch(() => undefined)
      .finally(refreshQuota);
  }, [refreshQuota]);

  return { items, summary: summarise(items), add, reset };
}
