// A scanner burst that lands anywhere on the billing screen but the serial/code field is taken back and scanned.
import { useEffect, useRef, type RefObject } from 'react';
import { setFieldValue, type Editable } from './field-value';
import { createBurstDetector } from './scanner';

function isEditable(element: Element | null): element is Editable {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Decides whether a burst is a scan: `inWordField` says it was typed into a search field marked data-words (the
 * customer or product name search), where a fast typist's word is left alone unless it is a known code. True takes it.
 */
export type BurstHandler = (text: string, inWordField: boolean) => boolean;

/**
 * Watches keys on the screen (not inside a dialog, not in the key field, which takes scans itself). When a run of
 * quick characters ends in Enter and onBurst takes it, the run is removed from wherever it was typed and its Enter
 * goes no further.
 */
export function useScannerCapture(screen: RefObject<HTMLElement | null>, keyField: RefObject<HTMLInputElement | null>, onBurst: BurstHandler): void {
  const handler = useRef(onBurst);
  useEffect(() => {
    handler.current = onBurst;
  }, [onBurst]);
  useEffect(() => {
    const detector = createBurstDetector();
    let landing: { field: Editable; value: string } | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = document.activeElement;
      const onScreen = target === document.body || (target !== null && !!screen.current?.contains(target));
      if (
        !onScreen ||
        target === keyField.current ||
        target?.closest('[role="dialog"], [role="alertdialog"]') ||
        event.ctrlKey ||
        event.altKey ||
        event.metaKey
      ) {
        detector.reset();
        return;
      }
      const verdict = detector.feed(event.key, event.timeStamp);
      if (verdict.kind === 'start') landing = isEditable(target) ? { field: target, value: target.value } : null;
      if (verdict.kind !== 'burst') return;
      const landed = landing;
      landing = null;
      if (!handler.current(verdict.text, landed?.field.hasAttribute('data-words') ?? false)) return;
      event.preventDefault();
      event.stopPropagation();
      if (landed && landed.field.isConnected && landed.field.value !== landed.value) setFieldValue(landed.field, landed.value);
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [screen, keyField]);
}

/** Function keys belong to the billing screen, not the browser (F3 find, F5 reload, F7 caret browsing). */
export function useFunctionKeysKept(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (/^F([1-9]|1[01])$/.test(event.key)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
