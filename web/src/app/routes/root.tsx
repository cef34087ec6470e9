import { Outlet, ScrollRestoration, useRouteError } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { SignInDialogProvider } from '@/features/auth/components/sign-in-dialog-provider';

/** Top of every screen: the sign-in dialog (any screen may open it) and scroll restoration. */
export function Root() {
  return (
    <SignInDialogProvider>
      <Outlet />
      <ScrollRestoration />
    </SignInDialogProvider>
  );
}

/** Last resort when the frame itself fails; plain markup, no navigation. */
export function RootErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="main container">
      <Head title="Something went wrong" />
      <section className="panel panel--center">
        <h1>Something went wrong</h1>
        <p className="muted">Citable hit an unexpected error. Reloading the page usually helps.</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
      </section>
    </main>
  );
}
