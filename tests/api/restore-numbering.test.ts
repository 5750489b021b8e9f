// Issue 28, item 9: after `npm run restore`, the numbers issued between the backup and the restore were issued again,
// so two printed invoices could carry one number. Now every series (GST bills, retail bills, estimates, credit notes,
// receipts) goes on above the highest number ever issued, the restore's report lists the skipped numbers, and GSTR-1's
// documents issued (Table 13) counts them as cancelled in the month of the restore. On both databases: SQLite restores
// while the server serves; PostgreSQL through pg_dump / pg_restore.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYear, toDmy, todayInKolkata } from '../../core/dates';
import type { DocIssue } from '../../core/doc-issue';
import { OWNER } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { estimateBody, retailBody, wholesaleBody } from '../support/pos-payloads';
import { servedDatabase, type ServedDatabase } from '../support/served-database';
import { REPO, signedInClient, startServerProcess, type ServerProcess } from '../support/server-process';

const run = promisify(execFile);
const kulir = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: REPO, env: { ...process.env, ...env } });

type Series = 'gst' | 'retail' | 'estimate' | 'credit_note' | 'receipt';
type Numbers = Record<Series, number[]>;
const none = (): Numbers => ({ gst: [], retail: [], estimate: [], credit_note: [], receipt: [] });

describe.each(TEST_DIALECTS)('numbering after npm run restore (%s)', (dialect) => {
  let served: ServedDatabase;
  let server: ServerProcess;
  let client: Awaited<ReturnType<typeof signedInClient>>;
  let dir: string;
  let restoreOut = '';
  const today = todayInKolkata(new Date());
  const fy = financialYear(today);
  const before = none();
  const lost = none();
  const after = none();
  let requests = 0;

  /** One of each numbered document through the API, as the counter and back office make them; their numbers into `into`. */
  async function oneOfEach(into: Numbers) {
    const shop = served.shop;
    const ok = <B>(reply: { status: number; head: { msg: string }; body: B }) => {
      expect(reply.status, reply.head.msg).toBe(200);
      return reply.body;
    };
    const billNo = async (orderId: string | number) =>
      (await served.db.selectFrom('orders').select('bill_no').where('order_id', '=', Number(orderId)).executeTakeFirstOrThrow()).bill_no;
    const gst = ok(
      await client.call<{ order_id: string }>('pos_api/pos_order.php', {
        ...wholesaleBody(shop.murugan, [{ productId: shop.fan, rate: 150_000, qty: 2 }], {}, toDmy(today)),
        request_id: `n-${(requests += 1)}`,
      }),
    );
    into.gst.push(await billNo(gst.order_id));
    const retail = ok(
      await client.call<{ order_id: string }>('pos_api/retail_pos_order.php', {
        ...retailBody(shop.murugan, [{ productId: shop.plug, rate: 4_500, qty: 1 }], {}, toDmy(today)),
        request_id: `n-${(requests += 1)}`,
      }),
    );
    into.retail.push(await billNo(retail.order_id));
    const estimate = ok(
      await client.call<{ order_id: string }>('pos_api/pos_estimate.php', {
        ...estimateBody(shop.murugan, [{ name: 'Wiring', rate: 50_000, qty: 1 }], {}, toDmy(today)),
        request_id: `n-${(requests += 1)}`,
      }),
    );
    into.estimate.push(await billNo(estimate.order_id));
    const line = await served.db.selectFrom('order_lines').select('od_id').where('order_id', '=', Number(gst.order_id)).executeTakeFirstOrThrow();
    const note = ok(
      await client.call<{ credit_note_no: string }>('pos_api/sales_return.php', {
        order_id: gst.order_id,
        lines: [{ order_detail_id: line.od_id, qty: 1 }],
        reason: 'Damaged',
        request_id: `n-${(requests += 1)}`,
      }),
    );
    into.credit_note.push(Number(note.credit_note_no.replace('CN-', '')));
    ok(await client.call('pos_api/pos_update_payment.php', { user_id: String(shop.murugan), paid_amount: '1.00' }));
    into.receipt.push(
      Number(
        (
          await served.db
            .selectFrom('customer_payments')
            .select((eb) => eb.fn.max('paid_id').as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  }

  beforeAll(async () => {
    served = await servedDatabase(dialect);
    await served.db.updateTable('products').set({ stock: 10_000 }).execute();
    await served.db.updateTable('retail_products').set({ stock: 10_000 }).execute();
    dir = mkdtempSync(join(tmpdir(), 'kulir-restore-numbers-'));
    const env = { DATABASE_URL: served.url, KULIR_BACKUP_DIR: join(dir, 'kept') };
    server = await startServerProcess(served.url);
    client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    for (let i = 0; i < 2; i += 1) await oneOfEach(before);
    const backup = join(dir, dialect === 'sqlite' ? 'evening.db' : 'evening.dump');
    await kulir('backup', [backup], env);
    // Bills printed and handed over after the backup: the restore loses them.
    for (let i = 0; i < 3; i += 1) await oneOfEach(lost);
    restoreOut = (await kulir('restore', [backup], env)).stdout;
    if (dialect === 'postgres') {
      // PostgreSQL is restored with every kulir process stopped, and started again after (docs/operations.md).
      await server.stop();
      server = await startServerProcess(served.url);
      client = await signedInClient(server.baseURL, OWNER.email, OWNER.password);
    }
    for (let i = 0; i < 2; i += 1) await oneOfEach(after);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await served?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('issues no number twice in any series: new documents go on above the highest number ever issued', async () => {
    // The restore put the backup's books back: the bills made after the backup are gone from them.
    const gstNumbers = await served.db.selectFrom('orders').select('bill_no').where('kind', '=', 'gst').orderBy('bill_no').execute();
    expect(gstNumbers.map((o) => o.bill_no)).toEqual([...before.gst, ...after.gst]);
    for (const series of Object.keys(before) as Series[]) {
      const issued = [...before[series], ...lost[series]];
      expect(
        after[series].filter((n) => issued.includes(n)),
        series,
      ).toEqual([]);
      expect(Math.min(...after[series]), series).toBe(Math.max(...issued) + 1);
    }
    expect(before.gst).toEqual([1, 2]);
    expect(lost.gst).toEqual([3, 4, 5]);
    expect(after.gst).toEqual([6, 7]);
  });

  it('lists the skipped numbers on the restore report, and keeps them for the owner', async () => {
    const range = (ns: number[], prefix = '') => `${prefix}${Math.min(...ns)} to ${prefix}${Math.max(...ns)} (${ns.length} numbers)`;
    expect(restoreOut).toContain('Numbers issued after the backup and lost by the restore');
    expect(restoreOut).toContain(`GST bills ${fy}: ${range(lost.gst)}`);
    expect(restoreOut).toContain(`retail bills ${fy}: ${range(lost.retail, 'R-')}`);
    expect(restoreOut).toContain(`estimates ${fy}: ${range(lost.estimate)}`);
    expect(restoreOut).toContain(`credit notes ${fy}: ${range(lost.credit_note, 'CN-')}`);
    expect(restoreOut).toContain(`receipts: ${range(lost.receipt, 'RC-')}`);
    const kept = await served.db.selectFrom('skipped_numbers').select(['series', 'fy', 'from_no', 'to_no', 'skip_date', 'backup']).orderBy('series').execute();
    const row = (series: Series, f: string) => ({
      series,
      fy: f,
      from_no: Math.min(...lost[series]),
      to_no: Math.max(...lost[series]),
      skip_date: today,
      backup: expect.stringMatching(/^evening\./),
    });
    expect(kept).toEqual([row('credit_note', fy), row('estimate', fy), row('gst', fy), row('receipt', ''), row('retail', fy)]);
  });

  it('counts the skipped numbers as cancelled in GSTR-1 documents issued for the month of the restore', async () => {
    const reply = await client.call<{ doc_issue: DocIssue }>('pos_api/pos_report_gstr1.php', { month: toDmy(today).slice(3) });
    expect(reply.status).toBe(200);
    const docs = Object.fromEntries(reply.body.doc_issue.doc_det.map((d) => [d.doc_num, d.docs]));
    expect(docs[1]).toEqual([
      { num: 1, from: '1', to: '7', totnum: 7, cancel: 3, net_issue: 4 },
      { num: 2, from: 'R-1', to: 'R-7', totnum: 7, cancel: 3, net_issue: 4 },
    ]);
    expect(docs[5]).toEqual([{ num: 1, from: 'CN-1', to: 'CN-7', totnum: 7, cancel: 3, net_issue: 4 }]);
  });
});
