// pos_api/pos_product_list.php and pos_api/retail_pos_product_list.php: what the billing screens sell from.
// Each answer carries an ETag naming the catalogue's version (W/ on the gzipped bytes); a client sending it back in
// If-None-Match gets 304 with no body while nothing in the list has changed (a sale moves the version on: stock is in
// the list). The version is read before the list, so a list is never labelled newer than it is; the save is still
// checked in full. The tag is the same from every kulir process of one build on one database (issue 24): a till that a
// load balancer sends to another process still gets its 304.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { defineCall, type CallResult, type ServerEnv } from '../call';
import type { Database } from '../db/types';
import { success } from '../envelope';
import { counterListRequestSchema, type CounterListRequest } from '../../core/catalogue/counter-columns';
import { catalogueStamp, posList } from '../sales/catalogue';
import { counterListFrom, counterStand, wholeCounterList, type HeldCounterList } from '../sales/counter-catalogue';

type ListKind = 'wholesale' | 'retail';

/**
 * Another build (perhaps another shape of list) never matches an older tag, while every process of one build agrees:
 * the hash of the running code (dist-server/main.mjs when built, this module under tsx).
 */
const BUILD = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 10);

const gzipped = promisify(gzip);

/**
 * Each server keeps the last gzipped answer of each list under its tag. While the catalogue's version stays, a load of
 * /pos that cannot send a tag (a reload mid-bill, a new tab, a second till opening the screen) gets those bytes as
 * they are: reading, shaping and compressing 20,000 products cost ~300 ms of the server's time before the first byte.
 * Any change to what the list carries moves the version on, whichever process wrote it, and the version is read from
 * the database on every call: a held answer is never sent for a newer catalogue.
 */
interface HeldAnswer {
  tag: string;
  gzip: Uint8Array<ArrayBuffer>;
}
const heldAnswers = new WeakMap<ServerEnv, Map<ListKind, HeldAnswer>>();

function heldFor(env: ServerEnv): Map<ListKind, HeldAnswer> {
  let held = heldAnswers.get(env);
  if (!held) heldAnswers.set(env, (held = new Map()));
  return held;
}

async function listWithTag(env: ServerEnv, db: Kysely<Database>, c: Context, kind: ListKind): Promise<CallResult | Response> {
  const { epoch, version } = await catalogueStamp(db);
  const tag = `"pos-${kind}-${BUILD}${epoch}-${version}"`;
  const headers = { ETag: tag, 'Cache-Control': 'private, no-cache' };
  // If-None-Match compares weakly (RFC 9110 §13.1.2): a gzipped answer's tag is sent as W/"…".
  const asked = c.req.header('If-None-Match');
  if (asked && asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)) return new Response(null, { status: 304, headers });
  // The compress middleware's own rule for who takes gzip; anyone else gets the list built afresh, as plain JSON.
  if (!(c.req.header('Accept-Encoding') ?? '').includes('gzip')) {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return { body: await posList(db, kind) };
  }
  const held = heldFor(env);
  let answer = held.get(kind);
  if (answer?.tag !== tag) {
    answer = { tag, gzip: new Uint8Array(await gzipped(JSON.stringify(success(await posList(db, kind))))) };
    held.set(kind, answer);
  }
  return new Response(answer.gzip, {
    status: 200,
    headers: {
      ...headers,
      ETag: `W/${tag}`,
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': String(answer.gzip.length),
      Vary: 'Accept-Encoding',
    },
  });
}

/**
 * What each process keeps of each list in columns (issue 24): the last whole list decoded, with the (epoch, version)
 * it is at least as new as, and its gzipped answer under the same stand. A till's first visit or a second till at that
 * version costs the server one read of the version. At a newer version of the same epoch (a sale moves it: stock is in
 * the list) the held list is brought up to date with the changes since its version (server/sales/counter-catalogue.ts
 * wholeCounterList) instead of re-reading every product; then JSON and gzip. The version is read from the database on
 * every call, so a process never sends a list older than what another process wrote. Builds of one list run one after
 * another, so tills arriving together after a change share one build.
 */
interface ColumnsHolder {
  list?: HeldCounterList;
  answer?: HeldAnswer;
  queue: Promise<unknown>;
}
const heldColumns = new WeakMap<ServerEnv, Map<ListKind, ColumnsHolder>>();

function columnsHolder(env: ServerEnv, kind: ListKind): ColumnsHolder {
  let held = heldColumns.get(env);
  if (!held) heldColumns.set(env, (held = new Map()));
  let holder = held.get(kind);
  if (!holder) held.set(kind, (holder = { queue: Promise.resolve() }));
  return holder;
}

/** The gzipped whole list in columns at the database's current version, built from the held list when it is older. */
export function wholeColumnsBytes(env: ServerEnv, db: Kysely<Database>, kind: ListKind): Promise<Uint8Array<ArrayBuffer>> {
  const holder = columnsHolder(env, kind);
  const build = async () => {
    const state = await catalogueStamp(db);
    const tag = `${state.epoch}-${state.version}`;
    if (holder.answer?.tag === tag) return holder.answer.gzip;
    const body = await wholeCounterList(db, kind, holder.list);
    holder.list = { epoch: body.epoch, version: body.version, products: body.products };
    const answer = { tag: `${body.epoch}-${body.version}`, gzip: new Uint8Array(await gzipped(JSON.stringify(success(body)))) };
    holder.answer = answer;
    return answer.gzip;
  };
  const run = holder.queue.then(build, build);
  holder.queue = run.catch(() => undefined);
  return run;
}

async function wholeColumnsGzipped(env: ServerEnv, db: Kysely<Database>, kind: ListKind): Promise<Response> {
  const gzip = await wholeColumnsBytes(env, db, kind);
  return new Response(gzip, {
    status: 200,
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': String(gzip.length),
      Vary: 'Accept-Encoding',
    },
  });
}

/**
 * Right after a start (server/main.ts): builds and holds both lists, so the first till after a start (every till's
 * kept list is then of an old epoch) is answered from them. Runs in the background; a failure is only logged.
 */
export async function warmCounterLists(env: ServerEnv): Promise<void> {
  for (const kind of ['wholesale', 'retail'] as const) {
    try {
      await wholeColumnsBytes(env, env.db, kind);
    } catch (error) {
      console.error(`[kulir] Could not prepare the counter's ${kind} list at start: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * With `format: "columns"` (issue 24, the counter's own form): the products in columns, whole or, with `since`, only
 * those changed after the version the till holds; no ETag (an answer with no changes is about a kilobyte). A question
 * answered whole (no `since`, or one that cannot be brought up to date) gets the held gzipped whole list.
 * Without it, the spec's list.
 */
async function answerList(env: ServerEnv, db: Kysely<Database>, c: Context, kind: ListKind, body: CounterListRequest): Promise<CallResult | Response> {
  if (body.format !== 'columns') return listWithTag(env, db, c, kind);
  const gzip = (c.req.header('Accept-Encoding') ?? '').includes('gzip');
  if (gzip && !body.since) return wholeColumnsGzipped(env, db, kind);
  // Decided once: a stand that cannot be brought up to date (another epoch: every till after a start) gets the held
  // whole list too; otherwise the changes, read from the same version.
  const stand = await counterStand(db, body.since);
  if (gzip && stand.fromVersion === null) return wholeColumnsGzipped(env, db, kind);
  c.header('Cache-Control', 'private, no-store');
  return { body: await counterListFrom(db, kind, stand) };
}

export const posProductList = defineCall({
  path: 'pos_api/pos_product_list.php',
  schema: counterListRequestSchema,
  run: ({ env, db, c, body }) => answerList(env, db, c, 'wholesale', body),
});

export const retailPosProductList = defineCall({
  path: 'pos_api/retail_pos_product_list.php',
  schema: counterListRequestSchema,
  run: ({ env, db, c, body }) => answerList(env, db, c, 'retail', body),
});
