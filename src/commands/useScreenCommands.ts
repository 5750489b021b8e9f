import { useEffect } from 'react';
import { registerScreenCommands } from './registry';
import type { Command } from './types';

/** Registers a screen's commands (palette + keys + status line) while the screen is mounted. Pass a stable list. */
export function useScreenCommands(screen: string, commands: readonly Command[]): void {
  useEffect(() => registerScreenCommands(screen, commands), [screen, commands]);
}
