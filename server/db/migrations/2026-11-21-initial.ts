import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

// Frozen: the whole data model of both spec documents. Later changes go in new, later migrations.

type Table = CreateTableBuilder<string, never>;

export function initialMigration(dialect: Dialect) {
  const id = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());
  const money = 'bigint' as const;
  const text = (t: Table, name: string) => t.addColumn(name, 'text', (c) => c.notNull().defaultTo(''));
  const int = (t: Table, name: string, dflt = 0) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(dflt));
  const paise = (t: Table, name: string) => t.addColumn(name, money, (c) => c.notNull().defaultTo(0));
  const stamps = (t: Table) => t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let employees = db.schema
        .createTable('employees')
        .addColumn('user_id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('user_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_owner', 'integer', (c) => c.notNull().defaultTo(0));
      for (const flag of [
        'employee',
        'settings',
        'customer',
        'supplier',
        'brand',
        'unit',
        'product',
        'purchase_list',
        'estimate',
        'estimate_list',
        'gstbill',
        'gstbill_list',
        'payment_details',
        'stock_report',
        'purchase_gst',
        'sales_gst',
      ]) {
        employees = int(employees, `perm_${flag}`);
      }
      await stamps(employees).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('employees.user_id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      let settings = db.schema.createTable('settings').addColumn('id', 'integer', (c) => c.primaryKey());
      for (const f of ['shop_name', 'user_name', 'email', 'phone', 'address', 'gst_no', 'city', 'state', 'pincode']) settings = text(settings, f);
      settings = int(int(int(settings, 'cgst_bp', 900), 'sgst_bp', 900), 'packing_bp', 0);
      for (const f of ['bank_name', 'acc_holder_name', 'acc_no', 'ifsc_code', 'micr_code']) settings = text(settings, f);
      settings = int(settings, 'allow_negative_stock', 0);
      await settings.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

      let customers = db.schema
        .createTable('customers')
        .addColumn('user_id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull());
      for (const f of ['mobile', 'email', 'tax_number', 'address', 'city', 'state', 'pincode', 'place_of_supply']) customers = text(customers, f);
      await stamps(paise(customers, 'credit_limit')).execute();
      await db.schema.createIndex('customers_mobile').on('customers').column('mobile').execute();
      await db.schema.createIndex('customers_name').on('customers').column('name').execute();

      await db.schema
        .createTable('categories')
        .addColumn('category_id', 'integer', id)
        .addColumn('category_name', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('brands')
        .addColumn('brand_id', 'integer', id)
        .addColumn('brand_name', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createTable('units')
        .addColumn('unit_id', 'integer', id)
        .addColumn('unit_name', 'text', (c) => c.notNull().unique())
        .execute();

      let suppliers = db.schema
        .createTable('suppliers')
        .addColumn('id', 'integer', id)
        .addColumn('supplier_name', 'text', (c) => c.notNull());
      for (const f of ['mobile', 'address', 'state', 'gst_number']) suppliers = text(suppliers, f);
      await stamps(suppliers).execute();

      let products = db.schema
        .createTable('products')
        .addColumn('product_id', 'integer', id)
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
        .addColumn('category_id', 'integer', (c) => c.references('categories.category_id'))
        .addColumn('brand_id', 'integer', (c) => c.references('brands.brand_id'))
        .addColumn('unit_id', 'integer', (c) => c.references('units.unit_id'))
        .addColumn('serial_no', 'text', (c) => c.notNull().unique());
      for (const f of ['batch_no', 'product_code', 'model', 'type', 'hsn_code', 'rate_per', 'box_contents']) products = text(products, f);
      for (const f of ['purchase_rate', 'sell_rate', 'price_per_pcs', 'rate']) products = paise(products, f);
      products = int(int(int(products, 'count_of_pcs', 1), 'qty_per_box', 1), 'stock');
      await stamps(products).execute();
      await db.schema.createIndex('products_supplier').on('products').column('supplier_id').execute();
      await db.schema.createIndex('products_name').on('products').column('product_name').execute();

      let retail = db.schema
        .createTable('retail_products')
        .addColumn('product_id', 'integer', id)
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('product_code', 'text', (c) => c.notNull().unique())
        .addColumn('category_id', 'integer', (c) => c.references('categories.category_id'))
        .addColumn('brand_id', 'integer', (c) => c.references('brands.brand_id'));
      retail = paise(text(retail, 'hsn_code'), 'rate');
      retail = int(int(int(retail, 'qty_per_box', 1), 'count_of_pcs', 1), 'stock');
      await stamps(retail).execute();

      let orders = db.schema
        .createTable('orders')
        .addColumn('order_id', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('gst', 'estimate', 'retail')`))
        .addColumn('fy', 'text', (c) => c.notNull())
        .addColumn('bill_no', 'integer', (c) => c.notNull())
        .addColumn('order_date', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.user_id'));
      for (const f of ['billing_name', 'billing_phonenumber', 'billing_address', 'billing_state']) orders = text(orders, f);
      for (const [amount, percent] of [
        ['discount_amt', 'discount_bp'],
        ['commission_amt', 'commission_bp'],
        ['gst_amt', 'gst_bp'],
        ['packing_amt', 'packing_bp'],
      ]) {
        orders = paise(int(orders, percent), amount);
      }
      for (const f of ['subtotal', 'cgst_amt', 'sgst_amt', 'round_off', 'total', 'paid_amount']) orders = paise(orders, f);
      orders = int(int(orders, 'cancelled'), 'version', 1)
        .addColumn('cancelled_at', 'text')
        .addColumn('cancelled_by', 'integer', (c) => c.references('employees.user_id'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addUniqueConstraint('orders_bill_no', ['kind', 'fy', 'bill_no']);
      await stamps(orders).execute();
      await db.schema.createIndex('orders_kind_date').on('orders').columns(['kind', 'order_date']).execute();
      await db.schema.createIndex('orders_customer').on('orders').column('customer_id').execute();

      let lines = db.schema
        .createTable('order_lines')
        .addColumn('od_id', 'integer', id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id').onDelete('cascade'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.product_id'))
        .addColumn('retail_product_id', 'integer', (c) => c.references('retail_products.product_id'));
      for (const f of ['product_name', 'brand_name', 'serial_no', 'product_code', 'model', 'type', 'batch_no', 'hsn_code', 'unit', 'rate_per', 'box_contents'])
        lines = text(lines, f);
      lines = paise(paise(paise(lines, 'price_per_pcs'), 'rate'), 'total');
      lines = int(int(int(int(lines, 'qty_per_box', 1), 'qty', 1), 'discount_bp'), 'manual');
      await lines.execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
      await db.schema.createIndex('order_lines_product').on('order_lines').column('product_id').execute();

      let purchases = db.schema
        .createTable('purchases')
        .addColumn('purchase_id', 'integer', id)
        .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
        .addColumn('order_date', 'text', (c) => c.notNull());
      purchases = int(text(purchases, 'supplier_name'), 'gst_bp');
      for (const f of ['subtotal', 'gst_amt', 'cgst_amt', 'sgst_amt', 'total', 'paid_amount']) purchases = paise(purchases, f);
      purchases = int(purchases, 'version', 1).addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'));
      await stamps(purchases).execute();
      await db.schema.createIndex('purchases_supplier').on('purchases').column('supplier_id').execute();
      await db.schema.createIndex('purchases_date').on('purchases').column('order_date').execute();

      let purchaseLines = db.schema
        .createTable('purchase_lines')
        .addColumn('od_id', 'integer', id)
        .addColumn('purchase_id', 'integer', (c) => c.notNull().references('purchases.purchase_id').onDelete('cascade'))
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.product_id'));
      for (const f of ['product_name', 'serial_no', 'box_contents', 'rate_per', 'unit']) purchaseLines = text(purchaseLines, f);
      purchaseLines = paise(paise(int(int(purchaseLines, 'count_of_pcs', 1), 'qty', 1), 'rate'), 'total');
      await purchaseLines.execute();
      await db.schema.createIndex('purchase_lines_purchase').on('purchase_lines').column('purchase_id').execute();

      await db.schema
        .createTable('stock_ledger')
        .addColumn('id', 'integer', id)
        .addColumn('product_kind', 'text', (c) => c.notNull().check(sql`product_kind in ('product', 'retail')`))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('qty_change', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('doc_kind', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('doc_id', 'integer')
        .addColumn('user_id', 'integer', (c) => c.references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stock_ledger_product').on('stock_ledger').columns(['product_kind', 'product_id']).execute();

      for (const [table, doc, docTable, docKey, party, partyRef] of [
        ['customer_payments', 'order_id', 'orders', 'order_id', 'customer_id', 'customers.user_id'],
        ['supplier_payments', 'purchase_id', 'purchases', 'purchase_id', 'supplier_id', 'suppliers.id'],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn('paid_id', 'integer', id)
          .addColumn(doc, 'integer', (c) => c.notNull().references(`${docTable}.${docKey}`))
          .addColumn(party, 'integer', (c) => c.notNull().references(partyRef))
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('paid_date', 'text', (c) => c.notNull())
          .addColumn('balance_after', money, (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex(`${table}_doc`).on(table).column(doc).execute();
      }

      await db.schema
        .createTable('payment_details')
        .addColumn('id', 'integer', id)
        .addColumn('added_date', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payment_sent', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('credit', 'debit')`))
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.notNull().references('employees.user_id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await stamps(
        db.schema
          .createTable('banners')
          .addColumn('banner_id', 'integer', id)
          .addColumn('image', 'text', (c) => c.notNull())
          .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
      ).execute();

      await db.schema
        .createTable('content_pages')
        .addColumn('page_id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'integer', id)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
      // India's audit-trail rule: the log is append-only, whatever code runs against the database.
      if (dialect === 'postgres') {
        await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
          begin raise exception 'audit_log is append-only'; end $$`.execute(db);
        await sql`create trigger audit_log_no_change before update or delete on audit_log
          for each row execute function audit_log_append_only()`.execute(db);
      } else {
        for (const action of ['update', 'delete']) {
          await sql
            .raw(
              `create trigger audit_log_no_${action} before ${action} on audit_log
            begin select raise(abort, 'audit_log is append-only'); end`,
            )
            .execute(db);
        }
      }

      await db.schema
        .createTable('request_log')
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('call', 'text', (c) => c.notNull())
        .addColumn('reply_json', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('request_log_pk', ['user_id', 'call', 'request_id'])
        .execute();
    },
  };
}
