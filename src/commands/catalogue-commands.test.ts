import { describe, expect, it } from 'vitest';
import { CATALOGUE_COMMANDS } from './app-commands';
import type { CommandContext } from './types';

function contextWith(): CommandContext & { visited: string[] } {
  const visited: string[] = [];
  const noop = () => {};
  return {
    flags: new Set(['product']),
    pathname: '/home',
    visited,
    navigate: (p) => visited.push(p),
    toggleSidebar: noop,
    focusMenu: noop,
    toggleReports: noop,
    openPalette: noop,
    askLogout: noop,
  };
}

const command = (id: string) => {
  const found = CATALOGUE_COMMANDS.find((c) => c.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('catalogue palette commands', () => {
  it('"new product" and "import products" open their screens', () => {
    const ctx = contextWith();
    command('catalogue.new-product').run(ctx, 'palette');
    command('catalogue.import-products').run(ctx, 'palette');
    expect(ctx.visited).toEqual(['/addproducts', '/importproducts']);
  });

  it('"find product <text>" opens the product list searched for the text', () => {
    const ctx = contextWith();
    const find = command('catalogue.find-product');
    const offer = find.offer?.('Find Product  hs plus 1200 ', ctx);
    expect(offer?.title).toBe('Find product “hs plus 1200”');
    offer?.run(ctx);
    find.run(ctx, 'palette');
    expect(ctx.visited).toEqual(['/products?search=hs%20plus%201200', '/products']);
    expect(find.offer?.('find product ', ctx)).toBeNull();
    expect(find.offer?.('find products', ctx)).toBeNull();
  });

  it('every catalogue command needs the product flag, but Import Customer needs customer', () => {
    expect(CATALOGUE_COMMANDS.map((c) => c.flag)).toEqual(['product', 'product', 'product', 'product', 'product', 'product', 'product', 'product', 'customer']);
  });
});
