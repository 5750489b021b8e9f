// An uploaded import file: which format it is (.csv, .xlsx or .ods, by its name and first bytes), then read and checked
// off the event loop (import-off-thread.ts). Reading errors are the user's to fix, so they come back as a 400 with the reason.
import { utf16Of } from '../../core/catalogue/csv';
import { ApiError } from '../envelope';
import type { ImportContext, RulesKind } from './import-check';
import { readImport, type ImportRead } from './import-off-thread';
import type { ImportFormat } from './import-worker';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export const NOT_A_SPREADSHEET = 'The file is not a spreadsheet: choose a .csv, .xlsx or .ods file.';

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** Text files have no NUL bytes (UTF-16, marked as such, aside); binary files (images, PDFs, zips) nearly always do within their first 8 KB. */
function looksBinary(bytes: Uint8Array): boolean {
  if (utf16Of(bytes)) return false;
  const head = bytes.subarray(0, 8192);
  return head.includes(0) || startsWith(head, [0x25, 0x50, 0x44, 0x46]);
}

/** An ODF package starts with its uncompressed "mimetype" entry (ODF 1.2 part 3, §3.3). */
function isOdsPackage(head: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(head.subarray(30, 120)).startsWith('mimetypeapplication/vnd.oasis.opendocument.spreadsheet');
}

function fileFormat(file: File, head: Uint8Array): ImportFormat {
  const name = file.name.toLowerCase();
  const zip = startsWith(head, ZIP_MAGIC);
  if (name.endsWith('.ods') || name.endsWith('.xlsx') || (zip && !name.endsWith('.csv'))) {
    if (!zip) throw new ApiError(400, NOT_A_SPREADSHEET);
    if (name.endsWith('.ods')) return 'ods';
    if (name.endsWith('.xlsx')) return 'xlsx';
    return isOdsPackage(head) ? 'ods' : 'xlsx';
  }
  if (!(name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') || looksBinary(head)) throw new ApiError(400, NOT_A_SPREADSHEET);
  return 'csv';
}

/** The file read and checked as an import of `kind`; a checked file's rows come in batches (import-off-thread.ts). */
export async function readImportFile<T>(file: File, kind: RulesKind, context: ImportContext): Promise<ImportRead<T>> {
  const head = new Uint8Array(await file.slice(0, 8192).arrayBuffer());
  const format = fileFormat(file, head);
  return readImport<T>(file, format, kind, context);
}
