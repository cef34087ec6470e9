import type { AuthCounters, AuthEventType } from '@citable/contracts';

import { EmptyState, InlineError, Skeleton } from '@/components/ui/states';
import { formatDateTime, relativeTime } from '@/utils/relative-time';

import { serverMessage } from '../api/admin-request';
import { useAuthStats, useUsers } from '../api/get-users';
import { AUTH_COUNTER_LABELS } from '../utils/auth-counters';

import { AdminPageHeader } from './admin-page-header';

/**
 * Users (spec 2): today's and the last 7 days' sign-in counters, and every user with their
 * audits and active sessions; "No users registered yet" when there is none.
 */
export function UsersView() {
  const users = useUsers();
  const stats = useAuthStats();

  return (
    <div className="stack-lg">
      <AdminPageHeader title="Users" lead="Who has an account, how active they are, and how sign-in is going." />

      <section aria-labelledby="auth-stats-title" className="admin-section">
        <h2 id="auth-stats-title" className="h3">
          Sign-in activity
        </h2>
        {stats.isPending ? (
          <Skeleton lines={2} height={56} />
        ) : stats.isError ? (
          <InlineError title="Failed to load data" message={serverMessage(stats.error, 'Failed to fetch data')} />
        ) : (
          <div className="two-col">
            <Counters title="Today" counters={stats.data.today} />
            <Counters title="Last 7 days" counters={stats.data.last7Days} />
          </div>
        )}
      </section>

      <section className="panel panel--flush" aria-labelledby="users-title">
        <div className="panel__head">
          <h2 id="users-title">Accounts</h2>
          {users.data && <span className="muted small">{users.data.length} registered</span>}
        </div>
        {users.isPending ? (
          <div className="panel__body">
            <Skeleton lines={4} height={40} />
          </div>
        ) : users.isError ? (
          <div className="panel__body">
            <InlineError title="Failed to load data" message={serverMessage(users.error, 'Failed to fetch data')} />
          </div>
        ) : users.data.length === 0 ? (
          <div className="panel__body">
            <EmptyState title="No users registered yet" compact />
          </div>
        ) : (
          <div className="table-wrap">
            <table className="table table--stack admin-users">
              <caption className="visually-hidden">Users, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">ID</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last login</th>
                  <th scope="col" className="num">
                    Audits
                  </th>
                  <th scope="col" className="num">
                    Active sessions
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className="admin-users__email">
                      {user.email}
                    </th>
                    <td data-label="ID">
                      <code className="admin-users__id">{user.id}</code>
                    </td>
                    <td data-label="Created" className="nowrap">
                      {formatDateTime(user.created_at)}
                    </td>
                    <td data-label="Last login" className="nowrap">
                      <time dateTime={user.last_login_at ?? undefined} title={formatDateTime(user.last_login_at)}>
                        {relativeTime(user.last_login_at)}
                      </time>
                    </td>
                    <td data-label="Audits" className="num">
                      {user.audit_count}
                    </td>
                    <td data-label="Active sessions" className="num">
                      {user.active_sessions}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Counters({ title, counters }: { title: string; counters: AuthCounters }) {
  return (
    <div className="panel panel--tight">
      <h3 className="admin-counters__title">{title}</h3>
      <dl className="admin-counters">
        {(Object.keys(AUTH_COUNTER_LABELS) as AuthEventType[]).map((key) => (
          <div key={key}>
            <dt>{AUTH_COUNTER_LABELS[key]}</dt>
            <dd>{counters[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
