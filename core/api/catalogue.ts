// Reply shapes of the catalogue calls (back-office §3, §7), shared by the server that builds them and the app.
// Ids travel as text and money as rupees with two decimals, as the legacy API did.

export interface Brand {
  brand_id: string;
  brand_name: string;
}

export interface Unit {
  unit_id: string;
  unit_name: string;
}

export interface Category {
  category_id: string;
  category_name: string;
}

export interface Supplier {
  id: string;
  supplier_name: string;
}

/** The spec's Product (§3) with the names the edit form shows. */
export interface Product {
  product_id: string;
  product_name: string;
  supplier_id: string;
  supplier_name: string;
  category_id: string;
  category_name: string;
  batch_no: string;
  serial_no: string;
  product_code: string;
  brand_id: string;
  brand_name: string;
  unit_id: string;
  unit_name: string;
  model: string;
  type: string;
  hsn_code: string;
  purchase_rate: string;
  sell_rate: string;
  stock: number;
  /** The box barcodes (issue 33 item 3): on product_detail and the add/update answers, not on the list's rows. */
  barcodes?: string[];
  /** Not in the spec (issue 33 item 4): "1" when each unit names its unit serial. */
  track_unit_serials: '1' | '0';
  /** Not in the spec (issue 31 item 4): the product's own GST rate in percent ("5", "18"), "" for the shop's CGST + SGST. */
  gst_percentage: string;
}

export interface RetailProduct {
  sno: number;
  product_id: string;
  product_name: string;
  product_code: string;
  rate: string;
  qty_per_box: number;
  stock: number;
  count_of_pcs: number;
  category_id: string;
  category_name: string;
  brand_id: string;
  brand: string;
  hsn_code: string;
  /** Not in the spec (issue 31 item 4): the product's own GST rate in percent, "" for the shop's CGST + SGST. */
  gst_percentage: string;
  /** The box barcodes (issue 33): on retail_product_detail and the add/update answers, not on the list's rows. */
  barcodes?: string[];
  /** Not in the spec (issue 33 item 4): "1" when each unit sold names its unit serial. */
  track_unit_serials: '1' | '0';
}

/** The spec's Product update row; count_of_pcs is the case content, rate the price per case. */
export interface ProductUpdateRow {
  product_id: string;
  product_code: string;
  product_name: string;
  serial_no: string;
  category_name: string;
  count_of_pcs: number;
  unit: string;
  price_per_pcs: string;
  rate: string;
  qty_per_box: number;
  stock: number;
}

export interface RetailUpdateRow {
  product_id: string;
  product_code: string;
  product_name: string;
  category_name: string;
  rate: string;
  qty_per_box: number;
  stock: number;
}

export interface CategoryGroup<Row> {
  category_name: string;
  products: Row[];
}
