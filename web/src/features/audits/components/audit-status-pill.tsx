import { Pill } from '@/components/ui/pill';
import { statusLabel, statusTone } from '@/utils/audit-status';

/** Status pill (spec 4): completed success, running brand, failed danger, others unstyled. */
export function AuditStatusPill({ status }: { status: string }) {
  const tone = statusTone(status);
  return (
    <Pill tone={tone} className={tone === 'brand' ? 'pill--live' : undefined}>
      {tone === 'brand' && <span className="pill__pulse" aria-hidden="true" />}
      {statusLabel(status)}
    </Pill>
  );
}
