import { Outlet } from 'react-router-dom';

import { AdminArea } from '@/features/admin/components/admin-area';
import { useMe } from '@/features/auth/api/get-me';
import { useSignInDialog } from '@/features/auth/components/sign-in-dialog-provider';

/** Every /admin screen: the signed-in user (auth) decides what the admin area shows. */
export default function AdminLayout() {
  const me = useMe();
  const { openSignIn } = useSignInDialog();
  return (
    <div className="container page admin">
      <AdminArea user={me.isError ? 'error' : me.data} onSignIn={openSignIn}>
        <Outlet />
      </AdminArea>
    </div>
  );
}
