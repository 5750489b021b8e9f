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
import { counterList } from '../sales/counter-catalogue';

type ListKind = 'wholesale' | 'retail';

/**
 * Another build (perhaps another shape of list) never matches an older tag, while every process of one build agrees:
 * the hash of the running code (dist-server/main.mjs when built, this module under tsx).
 */
const BUILD = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 10);

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
 * The whole list in columns, gzipped, as last built by this process, under the database's epoch and catalogue version
 * (read from the database on every call, so a process never sends a list older than what another process wrote). A
 * till's first visit or a second till then costs the server one read of the version instead of 100,000 products.
 */
const heldColumns = new WeakMap<ServerEnv, Map<ListKind, HeldAnswer>>();

async function wholeColumnsGzipped(env: ServerEnv, db: Kysely<Database>, kind: ListKind): Promise<Response> {
  const state = await catalogueStamp(db);
  const tag = `${state.epoch}-${state.version}`;
  let held = heldColumns.get(env);
  if (!held) heldColumns.set(env, (held = new Map()));
  let answer = held.get(kind);
  if (answer?.tag !== tag) {
    answer = { tag, gzip: new Uint8Array(await gzipped(JSON.stringify(success(await counterList(db, kind, undefined))))) };
    held.set(kind, answer);
  }
  return new Response(answer.gzip, {
    status: 200,
    headers: {
      'Cache-Control': 'private, no-store',
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
      'Content-Length': String(answer.gzip.length),
      Vary: 'Accept-Encoding',
    },
  });
}

/**
 * With `format: "columns"` (issue 24, the counter's own form): the products in columns, whole or, with `since`, only
 * those changed after the version the till holds; no ETag (an answer with no changes is about a kilobyte).
 * Without it, the spec's list.
 */
async function answerList(env: ServerEnv, db: Kysely<Database>, c: Context, kind: ListKind, body: CounterListRequest): Promise<CallResult | Response> {
  if (body.format !== 'columns') return listWithTag(env, db, c, kind);
  if (!body.since && (c.req.header('Accept-Encoding') ?? '').includes('gzip')) return wholeColumnsGzipped(env, db, kind);
  c.header('Cache-Control', 'private, no-store');
  return { body: await counterList(db, kind, body.since) };
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
