import { useLocation } from '@tanstack/react-router';
import { screenCommands } from '../commands/screen-commands';
import { formatKbd } from '../commands/keys';
import { displayName, storedUserName, storedUserId } from '../session/user';
import { lastMessage } from './status';
import { useStore } from './store';

const SIGNED_IN_KEYS: ReadonlyArray<readonly [string, string]> = [
  ['ctrl+k', 'Palette'],
  ['alt+m', 'Menu'],
];

/** The bottom line: who is signed in, the keys of this screen, and the last message. */
export function StatusLine() {
  // Re-read the stored user on every route change (sign-in and sign-out both navigate).
  useLocation({ select: (location) => location.pathname });
  const message = useStore(lastMessage);
  const screen = useStore(screenCommands);
  const signedIn = storedUserId() !== null;
  const keys = [...(signedIn ? SIGNED_IN_KEYS : []), ...screen.filter((c) => c.kbd).map((c) => [c.kbd ?? '', c.title] as const)];
  return (
    <div className="status-line">
      <span className="status-user">{signedIn ? displayName(storedUserName()) : 'not signed in'}</span>
      <span className="status-keys">
        {keys.map(([kbd, title]) => (
          <span key={kbd} className="status-key">
            <kbd>{formatKbd(kbd)}</kbd> {title}
          </span>
        ))}
      </span>
      <span className="status-message" role="status">
        {message}
      </span>
    </div>
  );
}
