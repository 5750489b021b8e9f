// The print page's data: loaded once on mount; null until the reply arrives ("Loading...").
import { useEffect, useState } from 'react';
import type { ApiResult } from '../api/client';
import { fetchInvoice, type InvoiceData, type PrintKind } from '../api/print';

export function usePrintData(kind: PrintKind, orderId: string): ApiResult<InvoiceData> | null {
  const [reply, setReply] = useState<ApiResult<InvoiceData> | null>(null);
  useEffect(() => {
    let live = true;
    void fetchInvoice(kind, orderId).then((result) => live && setReply(result));
    return () => {
      live = false;
    };
  }, [kind, orderId]);
  return reply;
}
