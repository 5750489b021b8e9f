// The commands of the screen now mounted (see useScreenCommands): a store of its own, so the status line (on every
// page, /login included) reads it without loading the app's commands (bench/login-bundle.mjs).
import { createStore } from '../ui/store';
import type { Command } from './types';

export const screenCommands = createStore<readonly Command[]>([]);
