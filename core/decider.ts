// One shape for every cart (DESIGN §6): decide(command, state, context) → events | error, evolve(state, event) → state.
// The sales cart (core/cart, per mode) and the purchase entry (core/purchase) are both a Decider; the journal
// (core/journal.ts) stores, undoes and folds the events of any Decider.

export interface Rejection {
  readonly error: string;
}

/** The events a command yields (none when it changes nothing), or the spec's words for why it is refused. */
export type Decision<Event> = readonly Event[] | Rejection;

export interface Decider<State, Command, Event, Context> {
  initialState(): State;
  /** Pure: new ids and times arrive in the command, the catalogue (or whatever the rules read) in the context. */
  decide(command: Command, state: State, context: Context): Decision<Event>;
  /** Pure: a journal always folds to the same state. */
  evolve(state: State, event: Event): State;
  /** False for server-given baselines (rates, a loaded bill): Ctrl+Z stops at them. */
  isUndoable(event: Event): boolean;
}

export function isRejection<Event>(decision: Decision<Event>): decision is Rejection {
  return 'error' in decision;
}

/** The state the events lead to from the decider's initial state. */
export function foldEvents<State, Event>(decider: Pick<Decider<State, unknown, Event, unknown>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}
