// XML parts of a spreadsheet read as a stream of events through htmlparser2 (docs/architecture.md "Libraries"), never as one string
// or one tree: a 30 MB sheet costs its rows, not a DOM. Element names arrive without their namespace prefix, so
// <x:row> and <row> read alike.
import { Parser } from 'htmlparser2';

export interface XmlHandlers {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** "x:row" → "row"; attribute names keep their prefix ("r:id", "office:value"), found through attribute(). */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** An attribute by its local name, whatever prefix the file gave it ("r:id", "id"). */
export function attribute(attributes: Readonly<Record<string, string>>, local: string): string | undefined {
  if (local in attributes) return attributes[local];
  for (const [name, value] of Object.entries(attributes)) if (localName(name) === local) return value;
  return undefined;
}

export function readXml(bytes: Uint8Array, handlers: XmlHandlers): void {
  let failure: unknown = null;
  const guard = <A extends unknown[]>(fn: ((...args: A) => void) | undefined) =>
    fn === undefined
      ? undefined
      : (...args: A) => {
          if (failure === null) {
            try {
              fn(...args);
            } catch (error) {
              failure = error;
            }
          }
        };
  const open = guard(handlers.open);
  const close = guard(handlers.close);
  const parser = new Parser(
    {
      onopentag: open && ((name, attributes) => open(localName(name), attributes)),
      ontext: guard(handlers.text),
      onclosetag: close && ((name) => close(localName(name))),
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder('utf-8');
  const SLICE = 1024 * 1024;
  for (let at = 0; at < bytes.length && failure === null; at += SLICE)
    parser.write(decoder.decode(bytes.subarray(at, at + SLICE), { stream: at + SLICE < bytes.length }));
  if (failure === null) parser.end();
  if (failure !== null) throw failure;
}
