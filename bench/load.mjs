// One load scenario, run in its own process so the load does not share the server's event loop.
// Input: a JSON file named on the command line; output: autocannon's result as JSON on stdout
// (the measurement's, not its warm-up's), with `lastResponseAt` (ms since the epoch): a run of a
// fixed number of requests ends at autocannon's next one-second tick after its last response, so
// its `duration` is rounded up.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const scenario = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let turn = 0;

const run = autocannon({
  url: scenario.url,
  connections: scenario.connections,
  ...(scenario.amount ? { amount: scenario.amount } : { duration: scenario.duration }),
  // Unmeasured; it takes the first identities and days, and the measurement goes on from there.
  warmup: scenario.warmUp,
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
let lastResponseAt = 0;
run.on('response', () => (lastResponseAt = Date.now()));
const result = await run;
process.stdout.write(JSON.stringify({ ...result, lastResponseAt }));
