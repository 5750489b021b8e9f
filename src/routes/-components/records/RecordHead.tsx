// A record screen's title line with its links; each link shows the key that follows it.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../ui/document-title';

export function RecordHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="rec-head">
      <h1 id={id} className="screen-title">
        {title}
      </h1>
      {children && <div className="rec-head-links">{children}</div>}
    </div>
  );
}
