// docs/api.md's generated part: every call of the server's call table (server/calls/index.ts) with who may make it,
// its payload (from its zod schema) and its reply body (as the web app's client reads it). The hand-written part
// above the marker (envelope, sign-in, errors) is kept as it is.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ruleFor, type Access } from '../../server/access';
import type { RegisteredCall } from '../../server/call';
import { CALLS } from '../../server/calls';
import { jsonSchemaOf, payloadRows } from './payload';
import { readReplies, type ReplyShape } from './replies';

export const MARKER = '<!-- Everything below is written by `npm run api-docs` (scripts/api-docs.ts) from the zod schemas; edit those, not this. -->';

/** A table cell: pipes escaped, line breaks flattened. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function whoMay(access: Access | undefined): string {
  if (!access) return 'not in the access table (refused)';
  switch (access.kind) {
    case 'public':
      return 'anyone';
    case 'session':
      return 'anyone signed in';
    case 'owner':
      return 'the owner';
    case 'flags':
      return `a holder of ${access.any.map((f) => `\`${f}\``).join(' or ')} (the owner holds every flag)`;
  }
}

/** The server/calls file that defines each path, by the path's literal in its source. */
function definingFiles(root: string): (path: string) => string {
  const dir = join(root, 'server/calls');
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .sort()
    .map((f) => ({ file: `server/calls/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
  return (path) => sources.find((s) => s.text.includes(`'${path}'`))?.file ?? 'server/calls';
}

function payloadSection(call: RegisteredCall): string[] {
  const rows = payloadRows(jsonSchemaOf(call.schema));
  if (rows.length === 0) return ['Payload: none (an empty object, or a file upload: see above).', ''];
  return [
    'Payload:',
    '',
    '| field | type | required | rule |',
    '|---|---|---|---|',
    ...rows.map((r) => `| \`${r.field}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.rule)} |`),
    '',
  ];
}

function replySections(replies: readonly ReplyShape[] | undefined, file: string): string[] {
  if (!replies || replies.length === 0) return replySection(undefined, file);
  return replies.flatMap((reply) => replySection(reply, file));
}

function replySection(reply: ReplyShape | undefined, file: string): string[] {
  if (!reply) return [`Reply body: no reader in src/api/ names this path with a type; built in \`${file}\`.`, ''];
  if (reply.type === 'unknown') return [`Reply body: the web app (\`${reply.file}\`) does not read it; built in \`${file}\`.`, ''];
  const head = `Reply body: \`${cell(reply.type)}\` (as \`${reply.file}\` reads it)`;
  if (reply.fields.length === 0) return [`${head}.`, ''];
  return [
    `${head}${/\[\]( \| null)?$|^Array</.test(reply.type) ? ', each item' : ''}:`,
    '',
    '| field | type |',
    '|---|---|',
    ...reply.fields.map((f) => `| \`${f.name}\`${f.optional ? ' (optional)' : ''} | ${cell(f.type)} |`),
    '',
  ];
}

/** The generated part of docs/api.md, deterministic for a given tree. */
export function renderCalls(root: string): string {
  const replies = readReplies(root);
  const fileOf = definingFiles(root);
  const byFile = new Map<string, RegisteredCall[]>();
  for (const call of CALLS) {
    const file = fileOf(call.path);
    byFile.set(file, [...(byFile.get(file) ?? []), call]);
  }
  const lines: string[] = [MARKER, '', `## Calls (${CALLS.length})`, ''];
  for (const [file, calls] of byFile) {
    lines.push(`### ${file.replace('server/calls/', '').replace(/\.ts$/, '')}`, '', `Defined in \`${file}\`.`, '');
    for (const call of calls) {
      const rule = ruleFor(call.base, call.path);
      lines.push(`#### \`${rule?.method ?? 'POST'} /${call.base}/${call.path}\``, '');
      lines.push(
        `Who: ${whoMay(rule?.access)}. ${call.write ? 'A write: runs in one transaction with its audit row, a repeated `request_id` answered once.' : 'Not a write call (no transaction around it from the call table).'}`,
        '',
      );
      lines.push(...payloadSection(call), ...replySections(replies.get(call.path), file));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** docs/api.md with its generated part written anew below the hand-written one. */
export function renderApiDoc(root: string, current: string): string {
  const at = current.indexOf(MARKER);
  if (at < 0) throw new Error(`docs/api.md has no marker line; put this where the generated part starts:\n${MARKER}`);
  return current.slice(0, at) + renderCalls(root);
}
