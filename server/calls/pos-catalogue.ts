// pos_api/pos_product_list.php and pos_api/retail_pos_product_list.php: what the billing screens sell from.
// Each answer carries a strong ETag naming the catalogue's version; a client sending it back in If-None-Match gets
// 304 with no body while nothing in the list has changed (a sale moves the version on: stock is in the list). The
// version is read before the list, so a list is never labelled newer than it is; the save is still checked in full.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineCall, type CallResult } from '../call';
import type { Database } from '../db/types';
import { catalogueVersion, posList } from '../sales/catalogue';

/** A server started anew (another build, perhaps another shape of list) never matches an older tag. */
const STARTED = Date.now().toString(36);

async function listWithTag(db: Kysely<Database>, c: Context, kind: 'wholesale' | 'retail'): Promise<CallResult | Response> {
  const tag = `"pos-${kind}-${STARTED}-${await catalogueVersion(db)}"`;
  const headers = { ETag: tag, 'Cache-Control': 'private, no-cache' };
  // If-None-Match compares weakly (RFC 9110 §13.1.2): the compress middleware sends a gzipped answer's tag as W/"…".
  const asked = c.req.header('If-None-Match');
  if (asked && asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)) return new Response(null, { status: 304, headers });
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return { body: await posList(db, kind) };
}

export const posProductList = defineCall({
  path: 'pos_api/pos_product_list.php',
  schema: z.object({}).passthrough(),
  run: ({ db, c }) => listWithTag(db, c, 'wholesale'),
});

export const retailPosProductList = defineCall({
  path: 'pos_api/retail_pos_product_list.php',
  schema: z.object({}).passthrough(),
  run: ({ db, c }) => listWithTag(db, c, 'retail'),
});
