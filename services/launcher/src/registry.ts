import { authService } from '@citable/auth';
import { citationService } from '@citable/citation';
import { classifierService } from '@citable/classifier';
import { SERVICE_NAMES, type ServiceName } from '@citable/contracts';
import { crawlerService } from '@citable/crawler';
import { gatewayService } from '@citable/gateway';
import { UsageError, type Service } from '@citable/runtime';
import { scorerService } from '@citable/scorer';

/** Every service, in start order: workers first, the gateway (the HTTP entry) last. */
const SERVICES: Record<ServiceName, Service> = {
  auth: authService,
  classifier: classifierService,
  citation: citationService,
  scorer: scorerService,
  crawler: crawlerService,
  gateway: gatewayService,
};
const START_ORDER: ServiceName[] = ['auth', 'classifier', 'citation', 'scorer', 'crawler', 'gateway'];

/** Parse "gateway,crawler" (or "all") into services in start order; unknown names are a usage error. */
export function selectServices(spec: string): Service[] {
  const names = spec.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length === 0 || names.includes('all')) return START_ORDER.map((n) => SERVICES[n]);
  const unknown = names.filter((n) => !(SERVICE_NAMES as readonly string[]).includes(n));
  if (unknown.length) {
    throw new UsageError(`Unknown service ${unknown.map((u) => `"${u}"`).join(', ')}: choose from ${SERVICE_NAMES.join(', ')} or all.`);
  }
  return START_ORDER.filter((n) => names.includes(n)).map((n) => SERVICES[n]);
}
