// The day's bills as the Day End screen shows them and its print prints them (one table for both, issue 32).
import { formatIndian, parseRupees } from '../../core/money';
import type { DayEndReport } from '../api/day-end';

/** A rupee figure of the report with Indian grouping (the text as sent when it is not one). */
export const dayEndRupees = (rupees: string) => {
  const parsed = parseRupees(rupees);
  return parsed.ok ? formatIndian(parsed.paise) : rupees;
};

export function DayEndBills({ report, className, customerClassName }: { report: DayEndReport; className: string; customerClassName?: string }) {
  return (
    <table className={className} aria-label="Bills of the day">
      <thead>
        <tr>
          <th scope="col">Bill No</th>
          <th scope="col">Type</th>
          <th scope="col">Customer Name</th>
          <th scope="col">Cashier</th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            Cash
          </th>
          <th scope="col" className="num">
            UPI
          </th>
          <th scope="col" className="num">
            Card
          </th>
          <th scope="col" className="num">
            Bank Transfer
          </th>
          <th scope="col" className="num">
            Cheque
          </th>
          <th scope="col" className="num">
            Credit
          </th>
        </tr>
      </thead>
      <tbody>
        {report.bills.length === 0 ? (
          <tr>
            <td colSpan={11}>No Record found</td>
          </tr>
        ) : (
          report.bills.map((bill) => (
            <tr key={bill.order_id}>
              <td>{bill.bill_no}</td>
              <td>{bill.kind === 'retail' ? 'Retail' : 'GST'}</td>
              <td className={customerClassName}>{bill.customer}</td>
              <td>{bill.cashier}</td>
              <td className="num">{dayEndRupees(bill.total)}</td>
              <td className="num">{dayEndRupees(bill.cash)}</td>
              <td className="num">{dayEndRupees(bill.upi)}</td>
              <td className="num">{dayEndRupees(bill.card)}</td>
              <td className="num">{dayEndRupees(bill.bank)}</td>
              <td className="num">{dayEndRupees(bill.cheque)}</td>
              <td className="num">{dayEndRupees(bill.credit)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
