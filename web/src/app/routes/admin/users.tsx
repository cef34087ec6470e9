import { UsersView } from '@/features/admin/components/users';

export default UsersView;
