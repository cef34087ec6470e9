import type { ClassifierComparison } from '@citable/contracts';
import { siteTypeLabel } from '@citable/contracts/vocab';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { InlineError, LoadingBlock } from '@/components/ui/states';
import { useCopy } from '@/hooks/use-copy';

import { isServiceDown, serverMessage } from '../api/admin-request';
import { getClassifierComparisonQueryOptions, useClassifierComparison } from '../api/get-classifier-comparison';
import { NAV_TERMS_SHOWN, percent } from '../utils/classifier-compare';

import { AdminPageHeader } from './admin-page-header';
import { HostForm } from './host-form';
import { ServiceDown } from './service-down';

/**
 * Classifier compare (spec 2): a hostname, Compare (or Enter; enabled once something is typed),
 * then the legacy and V2 classifications side by side with every V2 field, Open Site and Copy JSON.
 */
export function ClassifierCompare() {
  const [host, setHost] = useState('');
  const queryClient = useQueryClient();
  const comparison = useClassifierComparison(host);

  const compare = (next: string) => {
    // The same host again asks again.
    if (next === host) void queryClient.refetchQueries({ queryKey: getClassifierComparisonQueryOptions(next).queryKey });
    setHost(next);
  };

  return (
    <div className="stack-lg">
      <AdminPageHeader title="Classifier Compare" lead="How the legacy classifier and V2 read a site: type, industry and the signals behind them." />
      <HostForm label="Hostname" placeholder="example.com" busy={comparison.isFetching} busyLabel="Comparing…" onSubmit={compare} />

      {host === '' ? null : comparison.isPending || (comparison.isFetching && comparison.isError) ? (
        <LoadingBlock label={`Classifying ${host}…`} />
      ) : comparison.isError ? (
        isServiceDown(comparison.error) ? (
          <ServiceDown service="classifier" error={comparison.error} />
        ) : (
          <InlineError title="Comparison failed" message={serverMessage(comparison.error, 'Failed to fetch comparison')} />
        )
      ) : (
        <ComparisonView comparison={comparison.data} />
      )}
    </div>
  );
}

function ComparisonView({ comparison }: { comparison: ClassifierComparison }) {
  const { copied, copy } = useCopy();
  const [copyFailed, setCopyFailed] = useState(false);
  const { legacy, v2 } = comparison;
  const signals = Object.entries(v2.signals).sort(([a], [b]) => a.localeCompare(b));

  return (
    <section className="stack" aria-label={`Classification of ${comparison.host}`}>
      <div className="toolbar">
        <h2 className="break-anywhere">{comparison.host}</h2>
        <div className="admin-actions">
          <a className="btn btn--secondary btn--sm" href={`https://${comparison.host}`} target="_blank" rel="noreferrer">
            Open Site
          </a>
          <button type="button" className="btn btn--secondary btn--sm" onClick={async () => setCopyFailed(!(await copy(JSON.stringify(comparison, null, 2))))}>
            {copied ? 'Copied!' : 'Copy JSON'}
          </button>
        </div>
      </div>
      {copyFailed && <p className="field__error">The browser refused the clipboard: select the values and copy them by hand.</p>}

      <div className="two-col">
        <div className="panel panel--tight">
          <h3>Legacy</h3>
          <dl className="kv-list">
            <Row term="Site type">{siteTypeLabel(legacy.site_type)}</Row>
            <Row term="Industry">{legacy.industry}</Row>
          </dl>
        </div>
        <div className="panel panel--tight">
          <h3>V2</h3>
          <dl className="kv-list">
            <Row term="Site type">
              {siteTypeLabel(v2.site_type.value)} <span className="muted">({percent(v2.site_type.confidence)} confidence)</span>
            </Row>
            <Row term="Industry">
              {v2.industry.value} <span className="muted">({percent(v2.industry.confidence)} confidence)</span>
            </Row>
          </dl>
        </div>
      </div>

      <div className="panel panel--tight">
        <h3>V2 details</h3>
        {v2.error && <InlineError title="V2 reported an error" message={v2.error} />}
        <dl className="kv-list">
          <Row term="Site mode">{v2.site_mode}</Row>
          <Row term="Brand kind">{v2.brand_kind}</Row>
          <Row term="Purpose">{v2.purpose}</Row>
          <Row term="Language / region">{`${v2.lang ?? '—'} / ${v2.region ?? '—'}`}</Row>
          <Row term="Signals">
            {signals.length === 0 ? (
              <None />
            ) : (
              <ul className="admin-signals">
                {signals.map(([name, count]) => (
                  <li key={name}>
                    <span>{name}</span>
                    <strong>{count}</strong>
                  </li>
                ))}
              </ul>
            )}
          </Row>
          <Row term={`Top ${NAV_TERMS_SHOWN} nav terms`}>
            <Chips items={v2.nav_terms.slice(0, NAV_TERMS_SHOWN)} />
          </Row>
          <Row term="JSON-LD types">
            <Chips items={v2.jsonld_types} />
          </Row>
          <Row term="Category terms">
            <Chips items={v2.category_terms} />
          </Row>
          <Row term="Notes">
            {v2.notes.length === 0 ? (
              <None />
            ) : (
              <ul className="admin-notes">
                {v2.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
          </Row>
        </dl>
      </div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const None = () => <span className="muted">None</span>;

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <None />;
  return (
    <ul className="chip-row admin-chips">
      {items.map((item) => (
        <li key={item} className="admin-chip">
          {item}
        </li>
      ))}
    </ul>
  );
}
