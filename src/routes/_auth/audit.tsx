import { createFileRoute } from '@tanstack/react-router';
import { AuditScreen } from '../-components/audit/AuditScreen';

// The owner's audit trail (issue 10; DESIGN §4 audit_log): read-only, owner only (the server refuses everyone else).
export const Route = createFileRoute('/_auth/audit')({
  component: AuditScreen,
});
