import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { ImportResult } from '../core/api/import-result';
import { IMPORT_WORDS, importMachine, type ImportEvent } from './import';

function run(result: ImportResult | null) {
  const told: string[] = [];
  let wentToList = 0;
  let finish: ((result: ImportResult) => void) | null = null;
  const machine = importMachine.provide({
    actors: {
      uploadFile: fromCallback<ImportEvent, { file: File }>(({ sendBack }) => {
        sendBack({ type: 'PROGRESS', sent: 0.5 });
        finish = (r) => sendBack({ type: 'FINISHED', result: r });
        if (result) finish(result);
      }),
    },
    actions: {
      tell: (_, params: { text: string }) => told.push(params.text),
      goToList: () => (wentToList += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, told, wentToList: () => wentToList, finish: (r: ImportResult) => finish?.(r) };
}

const file = new File(['Product Name,Rate,Qty Per Box,Stock\n'], 'retail.csv', { type: 'text/csv' });

describe('the import flow', () => {
  it('Import without a file says so and stays', () => {
    const { actor, told } = run(null);
    actor.send({ type: 'IMPORT' });
    expect(told).toEqual([IMPORT_WORDS.noFile]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the upload progress, then the server message, and goes to the list', () => {
    const { actor, told, wentToList, finish } = run(null);
    actor.send({ type: 'CHOOSE', file });
    actor.send({ type: 'IMPORT' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.sent).toBe(0.5);
    finish({ ok: true, msg: 'Imported 2 retail products: 2 added, 0 updated.', counts: { rows: 2, added: 2, updated: 0 } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['Imported 2 retail products: 2 added, 0 updated.']);
    expect(wentToList()).toBe(1);
  });

  it('a refusal keeps every bad row to show, and a new file clears them', () => {
    const errors = [{ row: 3, column: 'Rate', reason: 'is required' }];
    const { actor, told } = run({ ok: false, kind: 'refused', code: 400, msg: 'Nothing was imported: 1 row has a problem.', errors });
    actor.send({ type: 'CHOOSE', file });
    actor.send({ type: 'IMPORT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.refusal).toEqual({ msg: 'Nothing was imported: 1 row has a problem.', errors });
    expect(told).toEqual(['Nothing was imported: 1 row has a problem.']);
    actor.send({ type: 'CHOOSE', file });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it.each([
    ['invalid', IMPORT_WORDS.invalid],
    ['unexpected', IMPORT_WORDS.unexpected],
    ['network', IMPORT_WORDS.network],
  ] as const)("a %s reply gets the spec's words", (kind, words) => {
    const { actor, told } = run({ ok: false, kind });
    actor.send({ type: 'CHOOSE', file });
    actor.send({ type: 'IMPORT' });
    expect(told).toEqual([words]);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
