// A save's request id (DESIGN §4: the server books a request id once). crypto.randomUUID is missing on a plain-http
// LAN address (not a secure context), where a till may well run: fall back to time and randomness there.
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
