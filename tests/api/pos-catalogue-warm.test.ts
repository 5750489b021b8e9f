// The counter's whole lists built and held right after a start (server/main.ts calls warmCounterLists once it listens).
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CounterListBody } from '../../core/catalogue/counter-columns';
import { warmCounterLists, wholeColumnsBytes } from '../../server/calls/pos-catalogue';
import { bootstrap } from '../../server/bootstrap';
import { serverEnv } from '../../server/env';
import { counterList } from '../../server/sales/counter-catalogue';
import { OWNER } from '../support/api-client';
import { freshDatabase, TEST_DIALECTS } from '../support/database';
import { seedShop } from '../support/sales-fixtures';

describe.each(TEST_DIALECTS)('the counter lists held at start on %s', (dialect) => {
  afterEach(() => vi.restoreAllMocks());

  it('holds both lists, as a full read makes them, so the first till is answered with the held bytes', async () => {
    const database = await freshDatabase(dialect);
    try {
      await bootstrap(database.db, new Date('2026-11-21T06:30:00Z'), OWNER);
      await seedShop(database.db);
      const env = serverEnv(database);
      await warmCounterLists(env);
      for (const kind of ['wholesale', 'retail'] as const) {
        // Held by the warm-up: the first question reads only the version.
        let queries = 0;
        const counted = env.db.withPlugin({
          transformQuery: (args) => ((queries += 1), args.node),
          transformResult: async (args) => args.result,
        });
        const first = await wholeColumnsBytes(env, counted, kind);
        expect(queries, kind).toBe(1);
        expect(await wholeColumnsBytes(env, env.db, kind)).toBe(first);
        const body = (JSON.parse(gunzipSync(first).toString('utf8')) as { body: CounterListBody }).body;
        expect(body).toEqual(await counterList(env.db, kind, undefined));
        expect(body.products.product_id.length).toBeGreaterThan(0);
      }
    } finally {
      await database.dispose();
    }
  });

  it('a failure is logged, not thrown, and the next question builds the list', async () => {
    const database = await freshDatabase(dialect);
    try {
      await bootstrap(database.db, new Date('2026-11-21T06:30:00Z'), OWNER);
      await seedShop(database.db);
      const env = serverEnv(database);
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const broken = { ...env, db: database.db.withSchema('no_such_schema_here') };
      await expect(warmCounterLists(broken)).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(2);
      expect(String(logged.mock.calls[0][0])).toMatch(/Could not prepare the counter's wholesale list at start/);
      const body = (JSON.parse(gunzipSync(await wholeColumnsBytes(env, env.db, 'wholesale')).toString('utf8')) as { body: CounterListBody }).body;
      expect(body).toEqual(await counterList(env.db, 'wholesale', undefined));
    } finally {
      await database.dispose();
    }
  });
});
