// Where a bench writes what it measured. Every run writes bench/results/runs/<file>, which git
// ignores, so running a bench never changes a tracked file. With `--record` the run also replaces
// bench/results/<file>, the recorded result that docs/benchmarks.md quotes: done on purpose,
// after a run worth keeping, and committed with the figures it changes in the docs.
import fs from 'node:fs';
import path from 'node:path';

const RESULTS = new URL('./results/', import.meta.url).pathname;

/** Spread into a bench's parseArgs options: strict parsing refuses a flag it was not told of. */
export const recordOption = { record: { type: 'boolean', default: false } } as const;

/** Writes `data` as the run's result, and as the recorded result too when `record` is set. */
export function writeResults(file: string, data: unknown, record: boolean): void {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  const run = path.join(RESULTS, 'runs', file);
  fs.mkdirSync(path.dirname(run), { recursive: true });
  fs.writeFileSync(run, text);
  console.log(`Results written to ${path.relative(process.cwd(), run)}`);
  if (!record) return;
  fs.writeFileSync(path.join(RESULTS, file), text);
  console.log(`Recorded as ${path.relative(process.cwd(), path.join(RESULTS, file))}`);
}
