import { vi } from 'vitest';

export interface FakeReply {
  status: number;
  body: unknown;
}

interface FakeUploadRequest {
  method: string;
  url: string;
  file: File;
  withCredentials: boolean;
}

/**
 * A stand-in for XMLHttpRequest uploads: each request reports 50 % and 100 % progress, then
 * answers with `reply(file)`. Records the requests and the most that were in flight at once.
 */
export function installFakeXhr(reply: (file: File) => FakeReply) {
  const requests: FakeUploadRequest[] = [];
  const state = { inFlight: 0, maxInFlight: 0 };

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body: FormData) {
      const file = body.get('file') as File;
      requests.push({ method: this.method, url: this.url, file, withCredentials: this.withCredentials });
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      const total = file.size + 200;
      const progress = (loaded: number) => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      setTimeout(() => {
        if (this.aborted) return;
        progress(total / 2);
        setTimeout(() => {
          if (this.aborted) return;
          progress(total);
          const { status, body: answer } = reply(file);
          this.status = status;
          this.responseText = JSON.stringify(answer);
          state.inFlight -= 1;
          this.onload?.();
        }, 5);
      }, 5);
    }

    abort() {
      this.aborted = true;
      state.inFlight -= 1;
      this.onabort?.();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests, state };
}
