import type { MouseEvent } from 'react';
import type { Command, CommandContext } from '../../commands/types';

/** A navigation command as a real link: Tab reaches it, Enter follows it, the router handles the visit. */
export function MenuLink({ command, ctx, className }: { command: Command; ctx: CommandContext; className?: string }) {
  const path = command.path ?? '#';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    command.run(ctx, 'menu');
  };
  return (
    <a href={path} className={className ?? 'menu-link'} aria-current={ctx.pathname === path ? 'page' : undefined} title={command.title} onClick={follow}>
      <span className="menu-mark" aria-hidden="true">
        {command.mark}
      </span>
      <span className="menu-label">{command.title}</span>
    </a>
  );
}
