// Alt+W on a customer's ledger (issue 33 item 5): the Statement of Account's PDF for the period shown, and the message
// (the closing balance and a UPI link for it) built in core.
import { statementShare } from '../../core/share/document-share';
import { rupeesToPaise } from '../../core/money';
import { fetchLedger, type LedgerQuery } from '../api/ledger';
import { fetchStatementPdf } from '../api/share';
import { shareDocument, withShare } from './share-document';

export function shareStatement(query: LedgerQuery): Promise<string> {
  return shareDocument(async () => {
    const [ledger, pdf] = await Promise.all([fetchLedger(query), fetchStatementPdf(query)]);
    if (!ledger.ok) return { ok: false, msg: ledger.network ? 'Could not reach the server. Please try again.' : ledger.msg };
    const { party, seller_detail: seller } = ledger.body;
    return withShare(pdf, () =>
      statementShare({
        shopName: seller.shop_name,
        partyName: party.name,
        mobile: party.mobile,
        from: ledger.body.from_date,
        to: ledger.body.to_date,
        closing: rupeesToPaise(ledger.body.closing),
        upiId: seller.upi_id ?? '',
      }),
    );
  });
}
