import { Theme } from '@radix-ui/themes';
import type { ReactNode } from 'react';

// One look for the whole app: dark, green accent, slate grays, square corners, slightly smaller scale.
const LOOK = { accent: 'green', gray: 'slate', radius: 'none', scaling: '90%', panel: 'solid' } as const;

/**
 * The outermost theme as plain markup (what Radix's <Theme> renders), so the sign-in screen gets the look without
 * loading Theme's tooltip and popper code.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div
      className="radix-themes dark"
      data-is-root-theme="true"
      data-accent-color={LOOK.accent}
      data-gray-color={LOOK.gray}
      data-has-background="true"
      data-panel-background={LOOK.panel}
      data-radius={LOOK.radius}
      data-scaling={LOOK.scaling}
    >
      {children}
    </div>
  );
}

/** The Radix theme context for signed-in screens: dialogs and menus portal out and read their look from it. */
export function ThemeContext({ children }: { children: ReactNode }) {
  return (
    <Theme
      appearance="dark"
      accentColor={LOOK.accent}
      grayColor={LOOK.gray}
      radius={LOOK.radius}
      scaling={LOOK.scaling}
      panelBackground={LOOK.panel}
      hasBackground={false}
      className="theme-frame"
    >
      {children}
    </Theme>
  );
}
