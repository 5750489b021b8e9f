// ageing_report.php (issue 29 item 3): every customer's (or supplier's) account aged on an as-of date — the one query
// of the parties' documents (server/ledger/party-documents.ts) through the one ageing (core/ledger/ageing.ts). The
// pending reports' privilege (payment_details) reads it.
import type { AgeingFigures, AgeingReply } from '../../core/api/ageing';
import { todayInKolkata, toDmy } from '../../core/dates';
import { ageDocuments, sumAgeings, type AgeingBuckets } from '../../core/ledger/ageing';
import { ageingReportBody } from '../../core/ledger/ageing-body';
import { formatRupees, type Paise } from '../../core/money';
import { defineCall } from '../call';
import { everyPartyDocuments } from '../ledger/party-documents';
import { readSettings } from '../sales/catalogue';
import { sellerDetail } from '../sales/print-invoice';

const figures = (a: AgeingBuckets & { total: Paise }): AgeingFigures => ({
  total: formatRupees(a.total),
  b0_30: formatRupees(a.b0_30),
  b31_60: formatRupees(a.b31_60),
  b61_90: formatRupees(a.b61_90),
  b90_plus: formatRupees(a.b90_plus),
});

export const ageingReport = defineCall({
  path: 'ageing_report.php',
  schema: ageingReportBody,
  async run({ db, body, now }) {
    const asOf = body.as_of ?? todayInKolkata(now);
    const aged = (await everyPartyDocuments(db, body.party))
      .map((p) => ({ record: p.record, ageing: ageDocuments(p.documents, asOf, p.creditDays) }))
      .filter((p) => p.ageing.parts.length > 0);
    const reply: AgeingReply = {
      party: body.party,
      as_of: toDmy(asOf),
      rows: aged.map(({ record, ageing }) => ({
        id: String(record.id),
        name: record.name,
        mobile: record.mobile,
        ...figures(ageing),
        oldest_date: ageing.oldestDate ? toDmy(ageing.oldestDate) : '',
      })),
      totals: figures(sumAgeings(aged.map((p) => p.ageing))),
      seller_detail: sellerDetail(await readSettings(db)),
    };
    return { body: reply };
  },
});
