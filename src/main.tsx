import '@fontsource/jetbrains-mono/400.css';
import '@fontsource/jetbrains-mono/700.css';
// Tamil and Devanagari names on screen and on every print page (issue 22).
import './styles/indic-fonts.css';
import './styles/radix.css';
import './styles/app.css';
import './styles/shell.css';
import './styles/screens.css';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUnauthorizedHandler } from './api/client';
import { routeTree } from './routeTree.gen';
import { forgetPermissions } from './session/permissions';
import { forgetUser } from './session/user';

const router = createRouter({ routeTree, defaultPreload: false, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A signed-in call answered 401: the session is gone, so is the stored user.
setUnauthorizedHandler(() => {
  forgetUser();
  forgetPermissions();
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
