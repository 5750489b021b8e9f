import type { CommandContext } from '../../commands/types';

const QUICK_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/products', 'Products'],
  ['/purchaselist', 'Purchase List'],
  ['/pos', 'POS'],
  ['/orderlist', 'Orders'],
];

/** The footer; on small screens it carries the quick menu of spec §2. */
export function Footer({ ctx }: { ctx: CommandContext }) {
  return (
    <footer className="app-footer">
      <span className="footer-note">kulir · billing, POS and back office</span>
      <nav className="quick-menu" aria-label="Quick menu">
        {QUICK_LINKS.map(([path, title]) => (
          <a
            key={path}
            href={path}
            aria-current={ctx.pathname === path ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              ctx.navigate(path);
            }}
          >
            {title}
          </a>
        ))}
      </nav>
    </footer>
  );
}
