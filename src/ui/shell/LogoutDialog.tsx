import { AlertDialog, Button } from '@radix-ui/themes';
import { useRouter } from '@tanstack/react-router';
import { logout } from '../../api/auth';
import { forgetPermissions } from '../../session/permissions';
import { forgetUser } from '../../session/user';
import { announce } from '../status';
import { useStore } from '../store';
import { patchShell, shell } from './shell-state';

/** "Logging Out": No keeps the session; Yes ends it, forgets the stored user and goes to /login. */
export function LogoutDialog() {
  const router = useRouter();
  const { logoutOpen } = useStore(shell);
  const signOut = async () => {
    await logout();
    forgetUser();
    forgetPermissions();
    announce('Logged out');
    await router.navigate({ to: '/login' });
  };
  return (
    <AlertDialog.Root open={logoutOpen} onOpenChange={(open) => patchShell({ logoutOpen: open })}>
      <AlertDialog.Content size="1" className="dialog-box">
        <AlertDialog.Title size="3">Logging Out</AlertDialog.Title>
        <AlertDialog.Description size="2">Are you sure you want to log out?</AlertDialog.Description>
        <div className="dialog-actions">
          <AlertDialog.Cancel>
            <Button size="1" variant="soft" color="gray">
              No
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button size="1" color="red" onClick={() => void signOut()}>
              Yes
            </Button>
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
