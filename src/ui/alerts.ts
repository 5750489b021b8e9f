import { announce } from './status';
import { createStore } from './store';

/** Alerts waiting to be read, oldest first; the alert host shows the first as an in-app alert dialog. */
export const pendingAlerts = createStore<readonly string[]>([]);

/** The spec's browser alert, in-app: the exact text in an alert dialog and in the status line. */
export function showAlert(text: string): void {
  pendingAlerts.set((queue) => [...queue, text]);
  announce(text);
}

export function dismissAlert(): void {
  pendingAlerts.set((queue) => queue.slice(1));
}
