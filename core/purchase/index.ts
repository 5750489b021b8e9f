// The purchase entry (DESIGN §6), split by role as the sales cart is (core/cart): state, events, commands, messages,
// the purchasable catalogue, decide/evolve, the journal, the save body; and the purchase calls' payloads, replies,
// saved-purchase reader and supplier invoice rules.
export * from './purchase.state';
export * from './purchase.events';
export * from './purchase.commands';
export * from './purchase.messages';
export * from './purchase.catalogue';
export * from './purchase.decider';
export * from './purchase.evolve';
export * from './purchase.journal';
export * from './purchase.describe';
export * from './purchase.save';
export * from './purchase.payload';
export * from './purchase.replies';
export * from './purchase.detail';
export * from './purchase.supplier-invoice';
