// product_labels.php (issue 33 item 2): barcode labels of products (items, each with its copies) or of a purchase (one
// label per unit bought) as a PDF for the chosen label stock; refusals come in the envelope as any call's.
import { productLabelsBody } from '../../core/labels/label-request';
import { defineCall } from '../call';
import { labelContents } from '../labels/label-items';
import { labelsPdf } from '../labels/label-pdf';

export const productLabels = defineCall({
  path: 'product_labels.php',
  schema: productLabelsBody,
  async run({ db, body }) {
    const labels = await labelContents(db, body);
    const pdf = await labelsPdf(body.layout, labels, body.start_position ?? 1);
    const name = body.purchase_id === undefined ? 'labels' : `labels-purchase-${body.purchase_id}`;
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${name}.pdf"`,
        'x-label-count': String(labels.length),
        'cache-control': 'no-store',
      },
    });
  },
});
