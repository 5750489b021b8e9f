import { Outlet, createRootRoute } from '@tanstack/react-router';
import { StatusLine } from '../ui/StatusLine';
import { ThemeRoot } from '../ui/theme';

function RootLayout() {
  return (
    <ThemeRoot>
      <div className="app-root">
        <div className="app-screen">
          <Outlet />
        </div>
        <StatusLine />
      </div>
    </ThemeRoot>
  );
}

export const Route = createRootRoute({
  component: RootLayout,
  // Unknown paths go to the splat route ($.tsx); this covers a notFound() thrown by a screen.
  notFoundComponent: () => <p className="bare">Not found.</p>,
});
