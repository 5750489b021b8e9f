// The GST reports' line of filed months (issue 30): which months' GSTR-1 the owner marked filed, and so frozen.
import { useEffect, useState } from 'react';
import { fetchFiledMonths, type FiledMonth } from '../../../api/gstr3b';

export function FiledMonths() {
  const [months, setMonths] = useState<FiledMonth[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchFiledMonths().then((reply) => {
      if (live && reply.ok) setMonths(reply.body.filed_months);
    });
    return () => {
      live = false;
    };
  }, []);
  if (months === null) return null;
  return (
    <p className="gstr3b-filed-months rec-dim" aria-label="Filed months">
      GSTR-1 filed months: {months.length === 0 ? 'none' : months.map((f) => `${f.month} (filed ${f.filed_on})`).join(', ')}
    </p>
  );
}
