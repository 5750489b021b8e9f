// An in-app link by path (some targets, such as the order editors and print pages, are other issues' routes):
// a real <a href> for Tab, middle-click and new tabs; a plain click is handled by the router without a reload.
import { useRouter } from '@tanstack/react-router';
import { useCallback, type MouseEvent, type ReactNode } from 'react';

export function useGo(): (path: string) => void {
  const router = useRouter();
  return useCallback((path: string) => router.history.push(path), [router]);
}

export function PathLink({
  to,
  children,
  className,
  tabIndex,
  label,
  newTab,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  tabIndex?: number;
  label?: string;
  newTab?: boolean;
}) {
  const go = useGo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (newTab || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <a href={to} className={className} tabIndex={tabIndex} aria-label={label} onClick={follow} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}

/** Opens a print page in a new tab (the print icon, Ctrl+P). */
export function openInNewTab(path: string): void {
  window.open(path, '_blank', 'noopener');
}
