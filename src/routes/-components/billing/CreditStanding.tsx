// Beside the chosen customer (issue 29): what they owe now and their credit limit, as customer_credit.php answered
// when they were chosen.
import { memo } from 'react';
import { formatIndian } from '../../../../core/money';
import type { CustomerCredit } from '../../../api/pos';

export const CreditStanding = memo(function CreditStanding({ credit }: { credit: CustomerCredit | null }) {
  if (!credit) return null;
  return (
    <p className="bill-credit" aria-label="Customer's credit">
      <span>
        Outstanding <strong className="num">₹{formatIndian(credit.outstanding)}</strong>
      </span>
      <span>
        Credit limit <strong className="num">{credit.limit > 0 ? `₹${formatIndian(credit.limit)}` : 'none'}</strong>
      </span>
    </p>
  );
});
