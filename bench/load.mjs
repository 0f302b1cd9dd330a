// One load scenario, run in its own process so the load does not share the server's event loop.
// Input: a JSON file named on the command line. Output on stdout, as JSON, what the measured
// responses show: their count, the seconds from the first to the last, their p50 and p99 in ms
// and how many were not 2xx. The first `warmUp` responses are not measured; they come on the
// same connections, so the measurement neither includes them nor opens connections anew.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const scenario = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let turn = 0;

const run = autocannon({
  url: scenario.url,
  connections: scenario.connections,
  ...(scenario.amount ? { amount: scenario.amount } : { duration: scenario.duration }),
  ...(scenario.rate ? { overallRate: scenario.rate } : {}),
  requests: [
    {
      method: scenario.method,
      setupRequest(request) {
        // Each request takes the next identity of the list, so writes do not all hit one row.
        const identity = scenario.identities?.[turn % scenario.identities.length];
        const round = scenario.identities ? Math.floor(turn / scenario.identities.length) : 0;
        turn += 1;
        return {
          ...request,
          path: scenario.path.replace(':userId', identity?.userId ?? ''),
          headers: {
            ...(scenario.checkInDays || scenario.loginPassword ? { 'content-type': 'application/json' } : {}),
            ...(scenario.origin ? { origin: scenario.origin } : {}),
            ...(scenario.authenticated && identity ? { cookie: identity.cookie } : {}),
          },
          body: scenario.loginPassword
            ? JSON.stringify({ email: identity.email, password: scenario.loginPassword })
            : scenario.checkInDays
              ? // As the app sends a tap: its day and a key of its own.
                JSON.stringify({ day: scenario.checkInDays[round], idempotencyKey: randomUUID() })
              : undefined,
        };
      },
    },
  ],
});
const latencies = [];
let answered = 0;
let non2xx = 0;
let measuredFrom = performance.now();
let lastResponseAt = measuredFrom;
run.on('response', (_client, statusCode, _bytes, responseTime) => {
  answered += 1;
  lastResponseAt = performance.now();
  if (answered <= scenario.warmUp) {
    measuredFrom = lastResponseAt;
    return;
  }
  latencies.push(responseTime);
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
});
await run;
latencies.sort((a, b) => a - b);
/** The nearest-rank percentile. */
const percentile = (share) => latencies[Math.max(0, Math.ceil(latencies.length * share) - 1)];
process.stdout.write(
  JSON.stringify({
    requests: latencies.length,
    seconds: (lastResponseAt - measuredFrom) / 1000,
    p50: percentile(0.5),
    p99: percentile(0.99),
    non2xx,
  }),
);
