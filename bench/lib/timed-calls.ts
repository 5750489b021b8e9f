// In-process call timing shared by the list benchmarks (order-list.ts, product-list.ts): sign in through the hono
// app, then each case's call 2 times to warm up and `runs` times timed; the figure is the median wall time.
import { performance } from 'node:perf_hooks';
import type { Hono } from 'hono';

export async function signedInCookie(app: Hono, owner: { email: string; password: string }): Promise<string> {
  const login = await app.request('/api/login.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(owner) });
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

export interface TimedFigure {
  figure: string;
  target: string;
  measured: number;
  unit: 'ms';
  pass: boolean;
}

/** Median wall time of each case (figure, body) posted to `path`; a reply other than 200 stops the benchmark. */
export async function medianCallTimes(
  app: Hono,
  cookie: string,
  path: string,
  cases: ReadonlyArray<readonly [string, Record<string, unknown>]>,
  options: { runs: number; targetMs: number },
): Promise<TimedFigure[]> {
  const results: TimedFigure[] = [];
  for (const [figure, body] of cases) {
    const times: number[] = [];
    for (let i = 0; i < options.runs + 2; i += 1) {
      const started = performance.now();
      const reply = await app.request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
      await reply.text();
      if (reply.status !== 200) throw new Error(`${figure}: ${reply.status}`);
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = +times[Math.floor(times.length / 2)].toFixed(1);
    results.push({ figure, target: `< ${options.targetMs} ms`, measured: median, unit: 'ms', pass: median < options.targetMs });
  }
  return results;
}
