import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGstin } from '../../core/gstin';
import { startApi, type TestApi } from '../support/api-client';
import { TEST_DIALECTS } from '../support/database';
import { SHOP_SETTINGS, setShopSettings } from '../support/print-fixtures';
import { addCustomer, addOrder, bigGstBill, MURUGAN_GSTIN, seedShop, type SeededOrder, type Shop } from '../support/sales-fixtures';

type Row = Record<string, unknown>;
interface Invoice {
  order_id: string;
  bill_no: string;
  bill_type: string;
  order_date: string;
  cancelled: string;
  seller_detail: Row;
  buyer_detail: Row;
  bill_detail: Row[];
  final_billing: Record<string, string>;
  hsn_summary: Array<Record<string, string>>;
  upi_link: string;
}

const rupees = (text: string) => Math.round(Number(text) * 100);

describe.each(TEST_DIALECTS)('print calls on %s', (dialect) => {
  let api: TestApi;
  let shop: Shop;
  let owner: string;
  let billing: string;
  let quoter: string;
  let tamilNadu: SeededOrder;
  let karnataka: SeededOrder;
  let estimate: SeededOrder;
  let retail: SeededOrder;
  let chamundi: number;

  beforeAll(async () => {
    api = await startApi(dialect);
    shop = await seedShop(api.db);
    await setShopSettings(api.db);
    chamundi = await addCustomer(api.db, {
      name: 'Chamundi Home Appliances',
      mobile: '8027383086',
      tax_number: makeGstin(29, 'AAHCC1234K'),
      address: '224, Car Street, Mangaluru',
      state: 'Karnataka',
      place_of_supply: 'Karnataka',
      city: 'Mangaluru',
      pincode: '575001',
    });
    tamilNadu = await addOrder(api.db, bigGstBill(shop, shop.murugan));
    karnataka = await addOrder(api.db, bigGstBill(shop, chamundi));
    estimate = await addOrder(api.db, {
      kind: 'estimate',
      customerId: shop.lakshmi,
      createdBy: shop.ownerId,
      date: '2026-11-19',
      lines: [{ name: 'Installation Charges', rate: 50_000, qty: 2 }],
    });
    retail = await addOrder(api.db, {
      kind: 'retail',
      customerId: shop.murugan,
      createdBy: shop.ownerId,
      date: '2026-11-21',
      lines: [{ retailProductId: shop.plug, rate: 4_500, qty: 300 }],
      rates: { discountBp: 1000, gstBp: 1800, packingBp: 50 },
    });
    owner = await api.signInOwner();
    const clerk = await api.addEmployee({ flags: ['gstbill_list'] });
    billing = await api.signIn(clerk.email, clerk.password);
    const q = await api.addEmployee({ flags: ['estimate', 'estimate_list'] });
    quoter = await api.signIn(q.email, q.password);
  });
  afterAll(() => api.dispose());

  describe('print_detail.php', () => {
    it('answers the tax invoice of a Tamil Nadu buyer: seller from settings, CGST + SGST at the settings rates', async () => {
      const reply = await api.call<Invoice>('print_detail.php', { order_id: tamilNadu.orderId }, { cookie: billing });
      expect(reply.head).toEqual({ code: 200, msg: 'success' });
      const invoice = reply.body;
      expect(invoice).toMatchObject({
        order_id: String(tamilNadu.orderId),
        bill_no: String(tamilNadu.billNo),
        bill_type: 'gst',
        order_date: '20-11-2026',
        cancelled: '0',
      });
      expect(invoice.seller_detail).toEqual({ ...SHOP_SETTINGS, upi_id: '' });
      expect(invoice.buyer_detail).toEqual({
        name: 'Murugan Electricals',
        tax_number: MURUGAN_GSTIN,
        address: '12 East Masi Street',
        state: 'Tamil Nadu',
        telephone: '9443012345',
      });
      expect(invoice.bill_detail).toEqual([
        expect.objectContaining({
          brand_name: 'Crompton',
          product_name: 'Crompton HS Plus 1200mm',
          serial_no: 'CRHS1200',
          model: '',
          type: '',
          batch_no: '',
          hsn_code: '841451',
          amount_per_product: '1500.00',
          qty: 80,
          unit: 'Nos',
          discount_percentage: '10.00',
          total_per_product: '108000.00',
        }),
        expect.objectContaining({
          brand_name: 'Symphony',
          product_name: 'Symphony Diet 50T',
          serial_no: 'SYMD50T',
          hsn_code: '847960',
          amount_per_product: '2450.50',
          qty: 1,
          total_per_product: '2450.50',
        }),
      ]);
      expect(invoice.final_billing).toEqual({
        subtotal: '110450.50',
        cgst: '9443.52',
        sgst: '9443.52',
        cgst_percentage: '9.00',
        sgst_percentage: '9.00',
        gst_percentage: '18.00',
        gst_total: '18887.04',
        tax_split: 'intra',
        discount_percentage: '5.00',
        discount_amt: '5522.55',
        commission_percentage: '2.00',
        commission_amt: '2098.56',
        packing_percentage: '1.00',
        packing_amt: '1049.28',
        gst_on_packing: '0',
        round_off: '0.29',
        total: '122766.00',
        paid_amount: '0.00',
        amount_due: '122766.00',
      });
      // No UPI ID in the settings: no UPI QR.
      expect(reply.body.upi_link).toBe('');
      // The HSN-wise summary shares out the taxable value (net rounded to a rupee) and the stored taxes to the paisa.
      expect(invoice.hsn_summary.map((r) => r.hsn_code)).toEqual(['841451', '847960']);
      const sum = (field: string) => invoice.hsn_summary.reduce((acc, r) => acc + rupees(r[field]), 0);
      expect([sum('taxable_value'), sum('cgst'), sum('sgst'), sum('tax_total')]).toEqual([10_492_800, 944_352, 944_352, 1_888_704]);
    });

    it('shows the same stored figures as order_details.php', async () => {
      const printed = (await api.call<Invoice>('print_detail.php', { order_id: tamilNadu.orderId }, { cookie: billing })).body.final_billing;
      const details = (await api.call<Record<string, string>>('order_details.php', { order_id: tamilNadu.orderId }, { cookie: billing })).body;
      expect([printed.subtotal, printed.discount_amt, printed.commission_amt, printed.cgst, printed.sgst, printed.packing_amt, printed.total]).toEqual([
        details.subtotal,
        details.discount_amt,
        details.commission_amt,
        details.cgst_amt,
        details.sgst_amt,
        details.packing_amt,
        details.total,
      ]);
      // A figure changed in the database (as an edit would) is what the invoice prints: nothing is recomputed.
      await api.db.updateTable('orders').set({ total: 12_276_700, round_off: 124 }).where('order_id', '=', tamilNadu.orderId).execute();
      const again = (await api.call<Invoice>('print_detail.php', { order_id: tamilNadu.orderId }, { cookie: billing })).body.final_billing;
      expect([again.total, again.round_off]).toEqual(['122767.00', '1.24']);
      await api.db.updateTable('orders').set({ total: 12_276_600, round_off: 29 }).where('order_id', '=', tamilNadu.orderId).execute();
    });

    it('answers a Karnataka buyer with one IGST line: tax_split inter, gst_total = CGST + SGST', async () => {
      const invoice = (await api.call<Invoice>('print_detail.php', { order_id: karnataka.orderId }, { cookie: billing })).body;
      expect(invoice.buyer_detail).toMatchObject({ name: 'Chamundi Home Appliances', tax_number: makeGstin(29, 'AAHCC1234K'), state: 'Karnataka' });
      expect(invoice.final_billing).toMatchObject({ tax_split: 'inter', gst_percentage: '18.00', gst_total: '18887.04', total: '122766.00' });
    });

    it('follows the settings: a seller outside Tamil Nadu bills a Karnataka buyer with CGST + SGST; other settings rates print when they make the bill rate', async () => {
      await api.db.updateTable('settings').set({ state: ' KARNATAKA', cgst_bp: 1000, sgst_bp: 800 }).execute();
      const invoice = (await api.call<Invoice>('print_detail.php', { order_id: karnataka.orderId }, { cookie: billing })).body;
      expect(invoice.final_billing).toMatchObject({ tax_split: 'intra', cgst_percentage: '10.00', sgst_percentage: '8.00' });
      await api.db.updateTable('settings').set({ cgst_bp: 600, sgst_bp: 600 }).execute();
      const halved = (await api.call<Invoice>('print_detail.php', { order_id: karnataka.orderId }, { cookie: billing })).body;
      // 12% in settings but the bill charged 18%: the bill's own rate, halved, is printed.
      expect(halved.final_billing).toMatchObject({ cgst_percentage: '9.00', sgst_percentage: '9.00' });
      await setShopSettings(api.db);
    });

    it('also prints a retail bill (the cancelled-order print link goes to /invoice for any sales bill)', async () => {
      const invoice = (await api.call<Invoice>('print_detail.php', { order_id: retail.orderId }, { cookie: billing })).body;
      expect(invoice.bill_type).toBe('retail');
    });

    it('prints a cancelled bill marked cancelled', async () => {
      const bill = await addOrder(api.db, {
        kind: 'gst',
        customerId: shop.murugan,
        createdBy: shop.ownerId,
        lines: [{ productId: shop.fan, rate: 150_000, qty: 1 }],
      });
      expect((await api.call('order_delete.php', { order_id: bill.orderId }, { cookie: billing })).head.code).toBe(200);
      const invoice = (await api.call<Invoice>('print_detail.php', { order_id: bill.orderId }, { cookie: billing })).body;
      expect(invoice).toMatchObject({ cancelled: '1', final_billing: { total: '1770.00' } });
    });

    it('answers 404 for a missing id and for a quotation; 400 for a bad id; 401 without a session; 403 without the flag', async () => {
      expect((await api.call('print_detail.php', { order_id: 99999 }, { cookie: billing })).head).toEqual({
        code: 404,
        msg: 'No GST bill with order_id 99999',
      });
      expect((await api.call('print_detail.php', { order_id: estimate.orderId }, { cookie: billing })).status).toBe(404);
      expect((await api.call('print_detail.php', { order_id: 'x' }, { cookie: billing })).head).toEqual({
        code: 400,
        msg: 'order_id: must be a positive whole number, not "x"',
      });
      expect((await api.call('print_detail.php', { order_id: tamilNadu.orderId })).status).toBe(401);
      expect((await api.call('print_detail.php', { order_id: tamilNadu.orderId }, { cookie: quoter })).status).toBe(403);
    });
  });

  describe('print_estimate_detail.php', () => {
    it('answers the quotation with buyer_detail, seller_detail, bill_detail and final_billing; Kerala is IGST', async () => {
      const reply = await api.call<Invoice>('print_estimate_detail.php', { order_id: estimate.orderId }, { cookie: quoter });
      expect(reply.head.code).toBe(200);
      expect(reply.body).toMatchObject({
        bill_type: 'estimate',
        order_date: '19-11-2026',
        seller_detail: { ...SHOP_SETTINGS, upi_id: '' },
        buyer_detail: { name: 'Lakshmi Home Appliances', tax_number: '', address: 'MG Road', state: 'Kerala', telephone: '9847011111' },
        bill_detail: [expect.objectContaining({ product_name: 'Installation Charges', amount_per_product: '500.00', qty: 2, total_per_product: '1000.00' })],
        final_billing: { subtotal: '1000.00', cgst: '90.00', sgst: '90.00', gst_total: '180.00', tax_split: 'inter', total: '1180.00', round_off: '0.00' },
      });
    });

    it('answers 404 for a GST bill id and a missing id; 401; 403 without the estimate flags', async () => {
      expect((await api.call('print_estimate_detail.php', { order_id: tamilNadu.orderId }, { cookie: quoter })).head).toEqual({
        code: 404,
        msg: `No estimate with order_id ${tamilNadu.orderId}`,
      });
      expect((await api.call('print_estimate_detail.php', { order_id: 99999 }, { cookie: owner })).status).toBe(404);
      expect((await api.call('print_estimate_detail.php', { order_id: estimate.orderId })).status).toBe(401);
      expect((await api.call('print_estimate_detail.php', { order_id: estimate.orderId }, { cookie: billing })).status).toBe(403);
    });
  });

  describe('retail_print_detail.php', () => {
    it('answers the retail bill with its stored figures and the quantity per box', async () => {
      const invoice = (await api.call<Invoice>('retail_print_detail.php', { order_id: retail.orderId }, { cookie: billing })).body;
      expect(invoice).toMatchObject({ bill_type: 'retail', order_date: '21-11-2026', buyer_detail: { name: 'Murugan Electricals', state: 'Tamil Nadu' } });
      expect(invoice.bill_detail).toEqual([
        expect.objectContaining({
          product_name: 'Bajaj 2-pin plug',
          product_code: 'BJP2',
          hsn_code: '8516',
          amount_per_product: '45.00',
          qty: 300,
          qty_per_box: 10,
          total_per_product: '13500.00',
        }),
      ]);
      expect(invoice.final_billing).toMatchObject({
        subtotal: '13500.00',
        discount_amt: '1350.00',
        cgst: '1093.50',
        sgst: '1093.50',
        packing_amt: '60.75',
        tax_split: 'intra',
        total: '14398.00',
      });
    });

    it('answers 404 for a GST bill id and a missing id; 401; 403', async () => {
      expect((await api.call('retail_print_detail.php', { order_id: tamilNadu.orderId }, { cookie: billing })).head).toEqual({
        code: 404,
        msg: `No retail bill with order_id ${tamilNadu.orderId}`,
      });
      expect((await api.call('retail_print_detail.php', { order_id: 99999 }, { cookie: billing })).status).toBe(404);
      expect((await api.call('retail_print_detail.php', { order_id: retail.orderId })).status).toBe(401);
      expect((await api.call('retail_print_detail.php', { order_id: retail.orderId }, { cookie: quoter })).status).toBe(403);
    });
  });
});
