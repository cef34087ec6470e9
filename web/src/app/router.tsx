import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom';

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
 * Routes of spec section 2, plus /bot. Screens are code-split, one chunk each; the /admin screens
 * share a layout (the admin check and the password gate).
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
                { path: paths.audits.new.path, lazy: load(() => import('./routes/audits/new')) },
                { path: paths.audits.detail.path, lazy: load(() => import('./routes/audits/detail')) },
                { path: paths.audits.report.path, lazy: load(() => import('./routes/audits/report')) },
                { path: paths.audits.category.path, lazy: load(() => import('./routes/audits/category')) },
                { path: paths.audits.page.path, lazy: load(() => import('./routes/audits/page')) },
                { path: paths.monitors.trends.path, lazy: load(() => import('./routes/monitors/trends')) },
                { path: paths.scoreGuide.root.path, lazy: load(() => import('./routes/score-guide/index')) },
                { path: paths.scoreGuide.criterion.path, lazy: load(() => import('./routes/score-guide/criterion')) },
                { path: paths.auth.checkEmail.path, lazy: load(() => import('./routes/auth/check-email')) },
                { path: paths.auth.callback.path, lazy: load(() => import('./routes/auth/callback')) },
                { path: paths.auth.error.path, lazy: load(() => import('./routes/auth/error')) },
                { path: paths.terms.path, lazy: load(() => import('./routes/terms')) },
                { path: paths.privacy.path, lazy: load(() => import('./routes/privacy')) },
                { path: paths.bot.path, lazy: load(() => import('./routes/bot')) },
                {
                  path: paths.admin.root.path,
                  lazy: load(() => import('./routes/admin/layout')),
                  children: [
                    { index: true, lazy: load(() => import('./routes/admin/dashboard')) },
                    { path: paths.admin.classifierCompare.path, lazy: load(() => import('./routes/admin/classifier-compare')) },
                    { path: paths.admin.health.path, lazy: load(() => import('./routes/admin/health')) },
                    { path: paths.admin.promptsCompare.path, lazy: load(() => import('./routes/admin/prompts-compare')) },
                    { path: paths.admin.users.path, lazy: load(() => import('./routes/admin/users')) },
                  ],
                },
                // Also in the main chunk: the error boundary renders it for 404s.
                { path: '*', Component: NotFound },
              ],
            },
          ],
        },
        {
          // Screens without navigation and footer (spec 2: /public/{id}).
          ErrorBoundary: RouteError,
          HydrateFallback: PageLoading,
          children: [{ path: paths.public.audit.path, lazy: load(() => import('./routes/public-audit')) }],
        },
      ],
    },
  ];

  return createBrowserRouter(routes);
}
