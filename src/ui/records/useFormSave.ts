// A record form's Save, shared by the customer, catalogue and administration forms: check the values, put the focus
// on the first field with a problem, send once at a time, and bind Ctrl+S (save) and Esc (back) as screen commands.
import { useMemo, useRef, useState } from 'react';
import { useScreenCommands } from '../../commands/useScreenCommands';
import { formCommands } from './detail-commands';

export type FieldProblems<K extends string> = Partial<Record<K, string>>;

export interface FormSave<V, K extends string> {
  /** Names the screen's commands and its fields' element ids (`${screen}-${field}`). */
  screen: string;
  values: V;
  /** The problems of these values, by field; none means they may be sent. */
  validate(values: V): FieldProblems<K>;
  /** The fields in the order the form shows them: the first with a problem gets the focus. */
  order: readonly K[];
  /** Sends the values; resolves when the reply has been shown. */
  onSave(values: V): Promise<void>;
  back(): void;
  /** Called after every check, before the focus moves (a form may then show notes it kept back while typing). */
  onChecked?(): void;
}

export function useFormSave<V, K extends string>(form: FormSave<V, K>) {
  const [problems, setProblems] = useState<FieldProblems<K>>({});
  const [busy, setBusy] = useState(false);
  const live = useRef({ form, busy });
  live.current = { form, busy };

  const submit = async () => {
    const { form: now, busy: sending } = live.current;
    if (sending) return;
    const found = now.validate(now.values);
    setProblems(found);
    now.onChecked?.();
    const first = now.order.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      document.getElementById(`${now.screen}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await now.onSave(now.values);
    } finally {
      setBusy(false);
    }
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  const { screen } = form;
  const commands = useMemo(() => formCommands(screen, { save: () => void submitRef.current(), back: () => live.current.form.back() }), [screen]);
  useScreenCommands(screen, commands);

  /** Clears one field's problem (when it is edited). */
  const clearProblem = (field: K) => setProblems((p) => ({ ...p, [field]: undefined }));
  return { problems, setProblems, clearProblem, busy, submit };
}
