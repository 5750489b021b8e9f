import { createStore } from './store';

/** The last message shown in the status line (alerts, load failures, confirmations). */
export const lastMessage = createStore<string>('');

export function announce(message: string): void {
  lastMessage.set(message);
}
