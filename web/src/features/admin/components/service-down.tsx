import { apiErrorMessage } from '@/lib/api-client';

/**
 * What an admin screen shows while the service behind it is not running: the gateway's 503
 * answer, in its own words. Nothing is ever shown in place of the service's data.
 */
export function ServiceDown({ service, error }: { service: string; error: unknown }) {
  return (
    <section className="panel service-down" role="status">
      <span className="service-down__dot" aria-hidden="true" />
      <div>
        <h2 className="service-down__title">The {service} service is not running</h2>
        <p className="muted">{apiErrorMessage(error, `The ${service} service is not available right now.`)}</p>
        <p className="muted small">
          This screen fills in as soon as a {service} replica answers; start one with{' '}
          <code className="code-inline">citable start --services {service}</code>.
        </p>
      </div>
    </section>
  );
}
