import { AlertDialog, Button } from '@radix-ui/themes';
import { dismissAlert, pendingAlerts } from './alerts';
import { useStore } from './store';

/** Shows the oldest pending alert; Enter or Esc dismisses it. */
export function AlertHost() {
  const queue = useStore(pendingAlerts);
  const text = queue[0];
  return (
    <AlertDialog.Root open={text !== undefined} onOpenChange={(open) => !open && dismissAlert()}>
      <AlertDialog.Content size="1" className="dialog-box">
        <AlertDialog.Title size="2">{text}</AlertDialog.Title>
        <AlertDialog.Description size="1" color="gray">
          Press Enter or Esc to close.
        </AlertDialog.Description>
        <div className="dialog-actions">
          <AlertDialog.Cancel>
            <Button size="1">OK</Button>
          </AlertDialog.Cancel>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
