// GET download_pricelist.php: the retail price list as a PDF, saved by the browser as PriceList.pdf.
import { z } from 'zod';
import { defineCall } from '../call';
import { priceListPdf } from '../catalogue/price-list';

export const downloadPriceList = defineCall({
  path: 'download_pricelist.php',
  schema: z.object({}).passthrough(),
  async run({ db, now }) {
    const pdf = await priceListPdf(db, now);
    return new Response(pdf, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="PriceList.pdf"',
        'cache-control': 'no-store',
      },
    });
  },
});
