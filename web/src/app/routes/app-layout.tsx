import { Outlet } from 'react-router-dom';

import { Layout } from '@/components/layout/layout';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useSignInDialog } from '@/features/auth/components/sign-in-dialog-provider';

/** Wires the signed-in user and the auth actions into the shared page frame. */
export function AppLayout() {
  const me = useMe();
  const logout = useLogout();
  const { openSignIn } = useSignInDialog();

  // A failed check (not a 401) leaves the user signed out as far as the screen can tell.
  const user = me.isError ? null : me.data;

  return (
    <Layout
      navigation={{
        user,
        authCheckFailed: me.isError,
        onSignIn: openSignIn,
        onSignOut: () => logout.mutate(),
        signingOut: logout.isPending,
      }}
    >
      <Outlet />
    </Layout>
  );
}
