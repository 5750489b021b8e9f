// PostgreSQL ends a connection (a restart, a failover, idle_session_timeout, pg_terminate_backend) or cannot be reached
// (a network drop, the server down, no connection slot free): the request that met it is answered 503 and nothing of
// it is kept (the database rolls back a transaction whose connection ends). The pool drops the dead connection and
// the next request opens a fresh one.

/** The message of the 503 answer (the API envelope's head.msg). */
export const DATABASE_UNREACHABLE = 'The database cannot be reached right now. Nothing was saved: try again in a moment.';

/** SQLSTATEs of a connection the server ended or refused: class 08 (connection exception), 57P01–57P05, 53300. */
const ENDED_SQLSTATE = /^(08...|57P0[1-5]|53300)$/;
/** Node's socket errors on the way to the database. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);
/** node-postgres's own words for a connection that went away (these errors carry no code). */
const ENDED_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Whether `error` (or its cause, or one of an AggregateError's errors) is a lost or refused database connection. */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (ENDED_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && ENDED_MESSAGES.some((words) => message.startsWith(words))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isConnectionLost(inner, depth + 1))) return true;
  return cause !== undefined && isConnectionLost(cause, depth + 1);
}

/** One line for the log: the SQLSTATE or socket code when there is one, then the message. */
export function describeDatabaseError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text =
    typeof message === 'string' && message !== ''
      ? message
      : error instanceof AggregateError
        ? error.errors.map(describeDatabaseError).join('; ')
        : String(error);
  return typeof code === 'string' ? `${code} ${text}` : text;
}
