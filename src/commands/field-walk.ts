// Enter through a dialog's form (issue 34 item 3): one registry entry every form dialog adds to its scope, instead of
// a handler of its own in each.
import type { DialogCommand } from './types';

/** The fields Enter walks through: text inputs and choices (ChoiceSelect's trigger). */
const WALKED = 'input, [data-choice]';

/**
 * Enter in a field moves to the next field of its form. On the last one an input leaves the key to the form, which
 * submits (false: not answered); a choice, whose Enter never submits by itself, submits the form.
 */
export function moveToNextField(from: Element | null): boolean {
  const form = from?.closest('form');
  if (!from || !form || !from.matches(WALKED)) return false;
  const fields = [...form.querySelectorAll<HTMLElement>(WALKED)];
  const next = fields[fields.indexOf(from as HTMLElement) + 1];
  if (next) {
    next.focus();
    return true;
  }
  if (from.matches('input')) return false;
  form.requestSubmit();
  return true;
}

/** The entry: Enter moves on, and on the last field the form is sent. */
export const nextFieldCommand = (dialog: string): DialogCommand => ({
  id: `${dialog}.next-field`,
  title: 'Next field',
  kbd: 'enter',
  run: moveToNextField,
});
