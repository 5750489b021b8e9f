// The key field's hold on fast typing (typing-hold.ts): wired to the field's own events.
import { useEffect, useMemo, type RefObject } from 'react';
import { setFieldValue } from './field-value';
import { createTypingHold, keyReleasesHold, type TypingHold } from './typing-hold';

/** Holds characters typed at the end of `fieldRef`'s field while more follow quickly; see typing-hold.ts. */
export function useTypingHold(fieldRef: RefObject<HTMLInputElement | null>): TypingHold {
  const hold = useMemo(
    () =>
      createTypingHold({
        show(text) {
          const field = fieldRef.current;
          if (field?.isConnected) setFieldValue(field, field.value + text);
        },
        schedule(run, ms) {
          const timer = setTimeout(run, ms);
          return () => clearTimeout(timer);
        },
      }),
    [fieldRef],
  );
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const onBeforeInput = (event: InputEvent) => {
      if (hold.insert(field, event)) event.preventDefault();
    };
    // Runs before the screen's own key handlers (React listens at the root, after the field's own listeners).
    const onKeyDown = (event: KeyboardEvent) => {
      if (keyReleasesHold(event.key, event.ctrlKey || event.altKey || event.metaKey)) hold.release();
    };
    const release = () => hold.release();
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('pointerdown', release);
    field.addEventListener('blur', release);
    return () => {
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('pointerdown', release);
      field.removeEventListener('blur', release);
      hold.dispose();
    };
  }, [fieldRef, hold]);
  return hold;
}
