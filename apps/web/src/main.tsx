import { Fragment, StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider, useLingui } from '@lingui/react';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { createAppRouter } from './app/router';
import { prefetchMe } from './lib/session';
import { keepCachedData } from './lib/cached-data';
import { activateLanguage, deviceLanguage, i18n } from './lib/i18n';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
prefetchMe(queryClient);
keepCachedData(queryClient);
// The first screen waits for its language's catalogue, so no text flashes in another language.
const languageReady = activateLanguage(deviceLanguage());

/** A change of language draws every screen anew, so each text, wherever it was made, shows in it. */
function InActiveLanguage({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <Fragment key={active.locale}>{children}</Fragment>;
}

// Evaluating the first load is one long task on a slow phone. Setting up the router (matching
// the address, then asking for the screen's chunk and data) runs in a task of its own after it,
// so that neither blocks a tap for long. The screen is drawn as a transition, which React builds
// in slices of a few milliseconds, for the same reason.
setTimeout(() => {
  const router = createAppRouter(queryClient);
  void languageReady.then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <InActiveLanguage>
                <RouterProvider router={router} />
              </InActiveLanguage>
            </QueryClientProvider>
          </I18nProvider>
        </StrictMode>,
      ),
    );
  });
});
