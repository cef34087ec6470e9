import type { BrokenLink, CrawlSummary } from '@citable/contracts';

import { Pill } from '@/components/ui/pill';

import { brokenLinkStatus, canonicalCopies, linkingPages, onlyPages, siteUrl } from '../utils/crawl-summary';

/**
 * What the crawl met besides pages: broken internal links (with the pages that link to them),
 * redirects, files skipped and canonical copies (with the URL each defers to). Only HTML pages
 * that answered 2xx are pages of the audit; none of this enters a score.
 */
export function CrawlSummaryPanel({ summary, rootUrl }: { summary: CrawlSummary; rootUrl: string }) {
  const short = (url: string) => siteUrl(url, rootUrl);
  const { counts } = summary;
  return (
    <section aria-labelledby="crawl-summary-title" className="crawl-summary">
      <div className="section-head">
        <h2 id="crawl-summary-title">Crawl Summary</h2>
        <p className="muted">
          Only HTML pages that answered with a 2xx status are pages of the audit, and only they are scored. Everything else the crawl
          met is listed here.
        </p>
      </div>
      <dl className="stat-grid">
        <Count label="Pages" value={summary.pages} />
        <Count label="Broken links" value={counts.broken_links} tone={counts.broken_links > 0 ? 'danger' : undefined} />
        <Count label="Redirects" value={counts.redirects} />
        <Count label="Files skipped" value={counts.resources} />
        <Count label="Canonical copies" value={canonicalCopies(summary).count} />
        <Count label="Blocked by robots.txt" value={counts.disallowed} />
        <div className="stat">
          <dt>URLs fetched</dt>
          <dd>
            {summary.fetched}
            <span className="stat__sub">of {summary.fetch_cap} allowed</span>
          </dd>
        </div>
      </dl>
      {summary.fetch_cap_reached && (
        <div className="notice" role="status">
          <p>
            The crawl stopped at its cap of {summary.fetch_cap} fetched URLs before it ran out of links: the site links to more missing
            pages or files than an audit follows. Fix the broken links below and run the audit again.
          </p>
        </div>
      )}
      {counts.not_fetched > 0 && (
        <p className="muted small">
          {counts.not_fetched} {counts.not_fetched === 1 ? 'URL was' : 'URLs were'} not read: over 5 MB, undecodable, or at an address Citable does not reach.
        </p>
      )}
      {onlyPages(summary) ? (
        <p className="muted">Every URL the crawl followed was a page: no broken links, redirects or files.</p>
      ) : (
        <>
          <BrokenLinks summary={summary} short={short} />
          <Redirects summary={summary} short={short} />
          <Resources summary={summary} short={short} />
          <CanonicalCopies summary={summary} short={short} />
        </>
      )}
    </section>
  );
}

function Count({ label, value, tone }: { label: string; value: number; tone?: 'danger' }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd className={tone ? `text-${tone}` : undefined}>{value}</dd>
    </div>
  );
}

function Shown({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (shown >= total) return null;
  return (
    <p className="muted small">
      The first {shown} of {total} {what}.
    </p>
  );
}

function BrokenLinks({ summary, short }: { summary: CrawlSummary; short: (url: string) => string }) {
  const links = summary.broken_links;
  return (
    <div className="crawl-summary__group">
      <h3>Broken internal links ({summary.counts.broken_links})</h3>
      {links.length === 0 ? (
        <p className="muted">None: every internal link answered.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack crawl-table">
            <caption className="visually-hidden">Internal URLs that answered with an error or not at all, and the pages that link to them</caption>
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Status</th>
                <th scope="col">Linked from</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr key={link.url}>
                  <td data-label="URL" className="crawl-table__url">
                    <a href={link.url} target="_blank" rel="noreferrer" className="break-anywhere">
                      {short(link.url)}
                    </a>
                  </td>
                  <td data-label="Status">
                    <Pill tone="danger">{brokenLinkStatus(link)}</Pill>
                  </td>
                  <td data-label="Linked from" className="crawl-table__from">
                    <LinkedFrom link={link} short={short} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Shown shown={links.length} total={summary.counts.broken_links} what="broken links" />
    </div>
  );
}

function LinkedFrom({ link, short }: { link: BrokenLink; short: (url: string) => string }) {
  const { listed, more } = linkingPages(link);
  if (listed.length === 0) {
    const where = link.found_via === 'sitemap' ? 'Listed in the sitemap' : link.found_via === 'llms_txt' ? 'Listed in llms.txt' : '—';
    return <span className="muted">{where}</span>;
  }
  return (
    <ul className="plain-list">
      {listed.map((from) => (
        <li key={from} className="break-anywhere">
          {short(from)}
        </li>
      ))}
      {more && <li className="muted">{more}</li>}
    </ul>
  );
}

function Redirects({ summary, short }: { summary: CrawlSummary; short: (url: string) => string }) {
  if (summary.counts.redirects === 0) return null;
  return (
    <div className="crawl-summary__group">
      <h3>Redirects ({summary.counts.redirects})</h3>
      <div className="table-wrap">
        <table className="table table--stack crawl-table">
          <caption className="visually-hidden">Internal URLs that redirect, and where to</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Status</th>
              <th scope="col">Redirects to</th>
            </tr>
          </thead>
          <tbody>
            {summary.redirects.map((r) => (
              <tr key={r.url}>
                <td data-label="URL" className="crawl-table__url break-anywhere">
                  {short(r.url)}
                </td>
                <td data-label="Status">
                  <Pill tone="info">{r.status_code}</Pill>
                </td>
                <td data-label="Redirects to" className="break-anywhere">
                  {short(r.target)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Shown shown={summary.redirects.length} total={summary.counts.redirects} what="redirects" />
    </div>
  );
}

function Resources({ summary, short }: { summary: CrawlSummary; short: (url: string) => string }) {
  if (summary.counts.resources === 0) return null;
  return (
    <div className="crawl-summary__group">
      <h3>Files skipped ({summary.counts.resources})</h3>
      <p className="muted small">Linked files that are not HTML pages (images, PDFs, data): recorded by type, not read.</p>
      <div className="table-wrap">
        <table className="table table--stack crawl-table">
          <caption className="visually-hidden">Linked files that are not HTML pages</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Type</th>
            </tr>
          </thead>
          <tbody>
            {summary.resources.map((r) => (
              <tr key={r.url}>
                <td data-label="URL" className="crawl-table__url break-anywhere">
                  {short(r.url)}
                </td>
                <td data-label="Type">{r.content_type?.split(';')[0] ?? 'unknown'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Shown shown={summary.resources.length} total={summary.counts.resources} what="files" />
    </div>
  );
}

function CanonicalCopies({ summary, short }: { summary: CrawlSummary; short: (url: string) => string }) {
  const { count, listed } = canonicalCopies(summary);
  if (count === 0) return null;
  return (
    <div className="crawl-summary__group">
      <h3>Canonical copies ({count})</h3>
      <p className="muted small">HTML pages whose canonical names another URL, such as older versions of a manual: the crawl read that URL instead, so the copies are not scored.</p>
      <div className="table-wrap">
        <table className="table table--stack crawl-table">
          <caption className="visually-hidden">HTML pages whose canonical is another URL, and that URL</caption>
          <thead>
            <tr>
              <th scope="col">URL</th>
              <th scope="col">Canonical</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((c) => (
              <tr key={c.url}>
                <td data-label="URL" className="crawl-table__url break-anywhere">
                  {short(c.url)}
                </td>
                <td data-label="Canonical" className="break-anywhere">
                  {short(c.canonical)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Shown shown={listed.length} total={count} what="canonical copies" />
    </div>
  );
}
