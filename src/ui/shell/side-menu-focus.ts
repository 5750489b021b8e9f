// Alt+M (issue 32): the focus goes into the side menu, on the entry of the screen shown (else the first), so ↓/Tab and
// Enter take the cashier on from there.

/**
 * Focuses the side menu's current entry, else its first. False when the focus is already in the menu (the caller then
 * collapses or opens it); true otherwise, including when no side menu is shown (the billing screens hide it).
 */
export function focusSideMenu(): boolean {
  const menu = document.getElementById('side-menu');
  if (!menu) return true;
  if (menu.contains(document.activeElement)) return false;
  const entry = menu.querySelector<HTMLElement>('a[aria-current="page"]') ?? menu.querySelector<HTMLElement>('a, button');
  entry?.focus();
  return true;
}
