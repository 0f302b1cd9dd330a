import { parentPort } from 'node:worker_threads';
import { analyseJpeg, type ImageFacts } from './image-analysis.js';

export interface AnalysisRequest {
  id: number;
  bytes: Uint8Array;
}
export type AnalysisReply = { id: number; facts: ImageFacts } | { id: number; failed: true };

// One image at a time, off the server's event loop (see image-analyser.ts).
parentPort!.on('message', ({ id, bytes }: AnalysisRequest) => {
  let reply: AnalysisReply;
  try {
    reply = { id, facts: analyseJpeg(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch {
    reply = { id, failed: true };
  }
  parentPort!.postMessage(reply);
});
