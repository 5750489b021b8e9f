// /ledger/find?name=… (the palette's "ledger jeyam", issue 29): finds the customer or supplier the words name best
// (core/ledger/party-match.ts) among those the user may list, and opens its ledger in place of this page.
import { useEffect, useState } from 'react';
import { bestParty, type NamedParty } from '../../../../core/ledger/party-match';
import { fetchCustomers } from '../../../api/customer-records';
import { fetchSupplierList } from '../../../api/suppliers';
import { useRouter } from '@tanstack/react-router';
import { RecordHead } from '../records/RecordHead';
import { ledgerPath } from './ledger-paths';

export function LedgerFindScreen({ name }: { name: string }) {
  const router = useRouter();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let current = true;
    void Promise.all([fetchCustomers(), fetchSupplierList()]).then(([customers, suppliers]) => {
      if (!current) return;
      const parties: NamedParty[] = [
        ...(customers.ok ? customers.body.map((c) => ({ party: 'customer' as const, id: c.user_id, name: c.name })) : []),
        ...(suppliers.ok ? suppliers.body.map((s) => ({ party: 'supplier' as const, id: s.id, name: s.supplier_name })) : []),
      ];
      const found = bestParty(parties, name);
      if (found) router.history.replace(ledgerPath(found.party, found.id));
      else setMissing(true);
    });
    return () => {
      current = false;
    };
  }, [name, router]);
  return (
    <section className="rec-screen" aria-labelledby="ledger-find-title">
      <RecordHead id="ledger-find-title" title="Ledger" />
      <p role={missing ? 'alert' : 'status'}>{missing ? `No customer or supplier named ${name}` : 'Loading...'}</p>
    </section>
  );
}
