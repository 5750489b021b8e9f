// The billing keys on screen, from the same commands that bind them (one kbd field binds and displays).
import { memo } from 'react';
import { formatKbd } from '../../../commands/keys';
import type { Command } from '../../../commands/types';
import { KEY_STRIP_NAMES } from '../../../billing/billing-commands';
import { useBilling } from './billing-context';

/** Memoised: the commands are made once per screen, so a scan does not render the keys again. */
export const KeyStrip = memo(function KeyStrip({ commands }: { commands: readonly Command[] }) {
  const { config } = useBilling();
  const name = (command: Command) => (command.id === 'billing.focus-key' ? config.keyLabel : (KEY_STRIP_NAMES[command.id] ?? command.title));
  return <KeyHints commands={commands} name={name} />;
});

/** The strip itself, for any screen with a cart (the purchase entry too): each command's key and name, then Enter and Ctrl+K. */
export const KeyHints = memo(function KeyHints({
  commands,
  name = (command) => command.title,
}: {
  commands: readonly Command[];
  name?: (command: Command) => string;
}) {
  return (
    <footer className="bill-keys" aria-label="Keys">
      {commands.map((command) =>
        command.kbd ? (
          <span key={command.id} className="bill-key-hint">
            <kbd>{formatKbd(command.kbd)}</kbd> {name(command)}
          </span>
        ) : null,
      )}
      <span className="bill-key-hint">
        <kbd>Enter</kbd> Next
      </span>
      <span className="bill-key-hint">
        <kbd>Ctrl+K</kbd> Palette
      </span>
    </footer>
  );
});
