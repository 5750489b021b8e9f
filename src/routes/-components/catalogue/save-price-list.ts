// The price list icon and the palette's "price list": fetch the PDF and save it as PriceList.pdf.
import { downloadPriceList, PRICE_LIST_FILE } from '../../../api/catalogue-files';
import { showAlert } from '../../../ui/alerts';
import { announce } from '../../../ui/status';

export async function savePriceList(): Promise<void> {
  announce('Preparing the price list…');
  const reply = await downloadPriceList();
  if (!reply.ok) return showAlert(reply.msg);
  const url = URL.createObjectURL(reply.pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = PRICE_LIST_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  announce(`Saved ${PRICE_LIST_FILE}`);
}
