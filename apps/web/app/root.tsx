import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Center, ColorSchemeScript, Loader, MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate } from 'react-router';
import type { Route } from './+types/root';
import { ErrorScreen } from './components/ui/error-screen.tsx';
import { NoticeArea } from './components/ui/notice-area.tsx';
import { paths } from './config/paths.ts';
import { loadUserInformation } from './features/auth/session.ts';
import { api } from './lib/api-client.ts';
import { hasSession } from './lib/tokens.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/*
 * A signed-in visit's first request. The session gate needs the user before any page below it loads its data;
 * asked here, the request runs while the pages' code is still downloading instead of after it, which takes a round
 * trip off the first paint of a cold load. The gate awaits this same request (the user is cached per session); a
 * failure is left to the gate, which asks again and sends the visitor to sign in when the session is gone.
 */
if (typeof window !== 'undefined' && hasSession()) loadUserInformation().catch(() => undefined);

/** Pages name themselves; this is the title of those that do not (and of the error screen). */
export const meta: Route.MetaFunction = () => [{ title: 'Kampüs' }];

/** The providers wrap the error screen too, which React Router renders in place of App. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <ColorSchemeScript />
      </head>
      <body>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <NoticeArea />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigate = useNavigate();
  // When the API client ends a session (refused refresh, 401 after every retry) the user signs in again.
  useEffect(() => api.onSessionEnd(() => navigate(paths.login, { replace: true })), [navigate]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}

/** Shown while the first page's loaders run (the app renders in the browser only). */
export function HydrateFallback() {
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label="Yükleniyor" />
    </Center>
  );
}
