// The cart of every billing screen: decide/evolve, journal, catalogue, save payload.
export * from './cart.state';
export * from './cart.events';
export * from './cart.commands';
export * from './cart.messages';
export * from './cart.input';
export * from './cart.wire';
export * from './cart.catalogue';
export * from './cart.decider';
export * from './cart.evolve';
export * from './cart.journal';
export * from './cart.describe';
export * from './cart.payload';
export * from './cart.saved-order';
export * from './cart.hsn';
export * from './cart.split';
export * from './cart.stock';
