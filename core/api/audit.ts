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
  /** The record as a person reads it: a bill or credit note by its printed number ("GST 103", "R-31", "CN-4"), else "customer #12". */
  record: string;
  before: unknown;
  after: unknown;
}
