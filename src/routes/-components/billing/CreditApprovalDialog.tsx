// The owner's approval at the counter (issue 29): a save refused for the customer's credit limit opens this with the
// refusal; the owner types their e-mail (kept from the last approval) and password, Enter sends the same bill again
// with the approval, Esc closes (then F10 takes a tender instead); dialog scope "credit-approval", dialog-commands.ts. Keyboard only; Radix's Dialog keeps the focus in.
import { Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { CreditApproval } from '../../../../core/credit-limit';
import { formatKbd } from '../../../commands/keys';
import { useDialogCommands } from '../../../commands/useDialogCommands';
import { creditApprovalCommands } from './dialog-commands';

const APPROVER_KEY = 'kulir.creditApprover';

function lastApprover(): string {
  try {
    return localStorage.getItem(APPROVER_KEY) ?? '';
  } catch {
    return '';
  }
}

export interface ApprovalAsk {
  /** The refusal: the limit with both figures. */
  refusal: string;
  /** Why the last approval was refused, or ''. */
  problem: string;
}

/** onClosed: the dialog has gone (approved or not), the focus is the counter's to place. */
export default function CreditApprovalDialog({
  ask,
  onApprove,
  onClose,
  onClosed,
}: {
  ask: ApprovalAsk;
  onApprove(approval: CreditApproval): void;
  onClose(): void;
  onClosed(): void;
}) {
  const [email, setEmail] = useState(lastApprover);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState(ask.problem);
  const passwordRef = useRef<HTMLInputElement>(null);

  const approve = () => {
    if (email.trim() === '') return setProblem("Enter the owner's e-mail.");
    if (password === '') return setProblem("Enter the owner's password.");
    try {
      localStorage.setItem(APPROVER_KEY, email.trim());
    } catch {
      // A private window keeps nothing: the owner types the e-mail again next time.
    }
    onApprove({ email: email.trim(), password });
  };

  const commands = creditApprovalCommands({ approve, close: onClose });
  const [approveEntry, cancelEntry] = commands;
  const keys = useDialogCommands('credit-approval', commands);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          ref={keys.ref}
          className="tender credit-approval"
          onEscapeKeyDown={keys.onEscapeKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          onOpenAutoFocus={(event) => {
            // With the e-mail kept from the last approval, the owner only types the password.
            if (email !== '') {
              event.preventDefault();
              passwordRef.current?.focus();
            }
          }}
        >
          <Dialog.Title className="tender-title">Owner approval</Dialog.Title>
          <Dialog.Description className="credit-approval-refusal">{ask.refusal}</Dialog.Description>
          <div className="tender-fields">
            <label className="tender-field">
              <span>Owner e-mail</span>
              <input
                type="email"
                autoComplete="off"
                spellCheck={false}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setProblem('');
                }}
              />
            </label>
            <label className="tender-field">
              <span>Password</span>
              <input
                ref={passwordRef}
                type="password"
                autoComplete="off"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setProblem('');
                }}
              />
            </label>
          </div>
          <p className="tender-problem" role="alert">
            {problem}
          </p>
          <p className="tender-actions">
            <button type="button" onClick={approve}>
              {approveEntry.title} <kbd aria-hidden="true">{formatKbd(approveEntry.kbd)}</kbd>
            </button>
            <button type="button" onClick={onClose}>
              {cancelEntry.title} <kbd aria-hidden="true">{formatKbd(cancelEntry.kbd)}</kbd>
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
