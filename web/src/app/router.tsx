import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';

import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';

import { AppLayout } from './routes/app-layout';
import { NotFound } from './routes/not-found';
import { Root, RootErrorBoundary } from './routes/root';
import { RouteError } from './routes/route-error';

/**
 * What a lazily loaded route module may export. `clientLoader` gets the QueryClient and returns
 * the route loader, which should prefetch with the same queryOptions the screen's hooks use:
 *
 * ```ts
 * export const clientLoader = (queryClient: QueryClient) => async ({ params }: LoaderFunctionArgs) =>
 *   queryClient.ensureQueryData(getAuditQueryOptions(params.id!));
 * ```
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

const convert =
  (queryClient: QueryClient) =>
  ({ default: Component, clientLoader }: RouteModule): Pick<RouteObject, 'Component' | 'loader'> => ({
    Component,
    ...(clientLoader ? { loader: clientLoader(queryClient) } : {}),
  });

/**
 * Routes of spec section 2. Screens are code-split (one chunk each). Routes whose screen is not
 * built yet are listed in paths.ts only, so they answer "Page not found" for now.
 */
export function createAppRouter(queryClient: QueryClient) {
  const load = (importer: () => Promise<RouteModule>) => () => importer().then(convert(queryClient));
  const dashboard = load(() => import('./routes/dashboard'));

  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          // Screens with navigation and footer.
          Component: AppLayout,
          children: [
            {
              // Errors of a screen render inside the layout, so navigation stays usable; so does
              // the placeholder shown while the first screen's chunk loads.
              ErrorBoundary: RouteError,
              HydrateFallback: PageLoading,
              children: [
                { index: true, lazy: dashboard },
                { path: paths.audits.list.path, lazy: dashboard },
                { path: paths.auth.checkEmail.path, lazy: load(() => import('./routes/auth/check-email')) },
                { path: paths.terms.path, lazy: load(() => import('./routes/terms')) },
                { path: paths.privacy.path, lazy: load(() => import('./routes/privacy')) },
                { path: paths.bot.path, lazy: load(() => import('./routes/bot')) },
                // Also in the main chunk: the error boundary renders it for 404s.
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
        // Screens without navigation and footer go here, beside AppLayout (spec: /public/:id).
      ],
    },
  ];

  return createBrowserRouter(routes);
}
