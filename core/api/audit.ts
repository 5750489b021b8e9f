/** One entry of the audit trail as audit_log.php answers it (owner only). */
export interface AuditEntry {
  id: string;
  /** dd-mm-yyyy HH:MM:SS, India time. */
  at: string;
  user_id: string | null;
  user_name: string;
  call: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}
