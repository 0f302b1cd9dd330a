import { useMutation, useQuery } from '@tanstack/react-query';
import { routeUrl, taggerApi, type ApiError, type Upload } from '@gauntlet/core';
import { ApiRequestError, call } from '../../../lib/api-client';

export const quotaKey = ['video', 'quota'] as const;
export const uploadImagePath = (uploadId: string) => routeUrl(taggerApi.uploadFile, { params: { uploadId } });

/** Progress of one upload: bytes sent of the request's total. */
export type UploadProgress = (loaded: number, total: number) => void;

function failure(xhr: XMLHttpRequest): ApiRequestError {
  let error: ApiError['error'] | undefined;
  try {
    error = (JSON.parse(xhr.responseText) as ApiError | null)?.error;
  } catch {
    error = undefined;
  }
  return new ApiRequestError(xhr.status, error?.code ?? 'unreadable_answer', error?.message ?? `Upload failed (${xhr.status})`);
}

/**
 * Uploads one image as multipart field 'file'. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Same origin, so the session cookie goes along.
 */
export function uploadImage(file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(taggerApi.upload.method, taggerApi.upload.path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(failure(xhr));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as Upload);
      } catch {
        reject(new ApiRequestError(xhr.status, 'unreadable_answer', 'The server sent an unreadable answer.'));
      }
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'network', 'Cannot reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Deletes all of the user's uploaded images (Start over). */
export const clearUploads = () => call(taggerApi.clearUploads);

export function useAnalyse() {
  return useMutation({
    mutationFn: (uploadIds: string[]) => call(taggerApi.analyse, { body: { uploadIds } }).then((result) => result.images),
  });
}

/** How much of the user's upload quota their stored images take; refreshed after every upload. */
export function useUploadQuota() {
  return useQuery({ queryKey: quotaKey, queryFn: () => call(taggerApi.quota) });
}
