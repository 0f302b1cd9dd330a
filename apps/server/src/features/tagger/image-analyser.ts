import { Worker } from 'node:worker_threads';
import { imageAnalysisWorker } from '../../locations.js';
import type { ImageFacts } from './image-analysis.js';
import type { AnalysisReply, AnalysisRequest } from './image-analysis.worker.js';

// From the sources, tsx is registered in the main thread only: the worker registers it for
// itself before loading its module. The bundle `npm start` runs needs no such step.
const BOOTSTRAP = imageAnalysisWorker.throughTsx
  ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(imageAnalysisWorker.url)}); });`
  : `import(${JSON.stringify(imageAnalysisWorker.url)});`;

type Waiting = { resolve: (facts: ImageFacts) => void; reject: (error: Error) => void };

/**
 * Decodes and analyses JPEG images in a worker thread: a 10 MB photo takes seconds of CPU, which
 * on the event loop would stall every other request of the server meanwhile. One worker, started
 * on first use, takes the images one after another; if it dies, the next image starts another.
 * A promise rejects when its bytes are no JPEG or the worker died on them.
 */
export class ImageAnalyser {
  private current: { worker: Worker; waiting: Map<number, Waiting> } | null = null;
  private nextId = 0;

  analyse(bytes: Buffer): Promise<ImageFacts> {
    const { worker, waiting } = this.current ?? this.start();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      const request: AnalysisRequest = { id, bytes };
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    const worker = this.current?.worker;
    this.current = null;
    await worker?.terminate();
  }

  private start() {
    const worker = new Worker(BOOTSTRAP, { eval: true });
    // An idle analyser does not keep the process alive.
    worker.unref();
    const waiting = new Map<number, Waiting>();
    worker.on('message', (reply: AnalysisReply) => {
      const caller = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('facts' in reply) caller?.resolve(reply.facts);
      else caller?.reject(new Error('not a readable JPEG image'));
    });
    const fail = (error: Error) => {
      if (this.current?.worker === worker) this.current = null;
      for (const caller of waiting.values()) caller.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the image analysis worker stopped (exit code ${code})`)));
    this.current = { worker, waiting };
    return this.current;
  }
}
