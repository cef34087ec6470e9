import type { Fix, FixKind, FixPack, SiteFileFix } from '@citable/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Pill } from '@/components/ui/pill';
import { InlineError, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useCopy } from '@/hooks/use-copy';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useCriteria } from '@/lib/criteria';
import { pluralize } from '@/utils/text';

import { fixPackZipHref, useFixPack } from '../api/get-fix-pack';

/** What each kind of fix is, in the words of the screens (docs/fixes.md). */
const KIND_LABELS: Record<FixKind, string> = {
  meta_description: 'Meta description',
  title: 'Title',
  canonical: 'Canonical link',
  html_lang: 'Page language',
  hreflang: 'Language alternates (hreflang)',
  viewport: 'Mobile viewport',
  open_graph: 'Open Graph tags',
  twitter_card: 'Twitter card',
  jsonld_organization: 'Organization and WebSite (JSON-LD)',
  jsonld_breadcrumb: 'Breadcrumbs (JSON-LD)',
  jsonld_article: 'Article (JSON-LD)',
  jsonld_faqpage: 'FAQPage (JSON-LD)',
  llms_txt: 'llms.txt',
  sitemap_xml: 'XML sitemap',
  robots_txt: 'robots.txt',
};

/** Where a snippet goes: the one line of instructions above it. */
function placement(fix: Fix): string {
  if (fix.kind === 'html_lang') return 'Set this attribute on the page’s <html> tag.';
  if (fix.replaces === 'title') return 'Replace the page’s <title> with this one.';
  if (fix.replaces) return 'Replace the page’s meta description with this one.';
  return 'Paste into the <head>, before </head>.';
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, copy } = useCopy();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--secondary btn--sm" aria-label={copied ? undefined : label} onClick={async () => setFailed(!(await copy(text)))}>
        {copied ? 'Copied!' : 'Copy'}
      </button>
      {failed && <span className="field__error">The browser refused the clipboard: select the snippet and copy it by hand.</span>}
    </>
  );
}

/** The heading both Fixes sections share: title, what they hold, and the whole pack to download. */
function FixesHead({ id, intro, auditId }: { id: string; intro: ReactNode; auditId: string }) {
  return (
    <div className="section-head section-head--row">
      <div>
        <h2 id={id}>Fixes</h2>
        <p className="muted">{intro}</p>
      </div>
      <a className="btn btn--primary btn--sm" href={fixPackZipHref(auditId)} download>
        Download fix pack (.zip)
      </a>
    </div>
  );
}

/** While the pack loads, or why it cannot be shown; null once it is there. */
function PackNotReady({ pack }: { pack: ReturnType<typeof useFixPack> }) {
  if (pack.isPending) return <Skeleton lines={3} height={28} />;
  if (!pack.isError) return null;
  return isApiError(pack.error, 404) ? (
    <p className="muted">The fix pack is written once the audit has finished.</p>
  ) : (
    <InlineError title="Error Loading Fixes" message={apiErrorMessage(pack.error, 'Unknown error')} />
  );
}

/** The Fixes panel of Page Analysis: each snippet the fix pack writes for this page, to copy. */
export function PageFixesPanel({ auditId, url }: { auditId: string; url: string }) {
  const pack = useFixPack(auditId);
  const criteria = useCriteria();
  const names = new Map((criteria.data ?? []).map((c) => [c.id, c.label]));
  const fixes = pack.data?.pages.find((p) => p.url === url)?.fixes ?? [];

  return (
    <section className="panel fixes-panel" aria-labelledby="page-fixes-title">
      <FixesHead id="page-fixes-title" auditId={auditId} intro={<>Tags written from this page&rsquo;s own text and checked before they are shown. Copy one, or download the whole pack.</>} />
      {pack.isPending || pack.isError ? (
        <PackNotReady pack={pack} />
      ) : fixes.length === 0 ? (
        <p className="muted">Nothing to paste for this page: the checks a fix answers already pass, or the page has too little text of its own to write one from.</p>
      ) : (
        <ul className="fix-snippets">
          {fixes.map((fix) => (
            <li key={fix.kind} className="fix-snippet" data-kind={fix.kind}>
              <div className="fix-snippet__head">
                <h3>{KIND_LABELS[fix.kind]}</h3>
                {fix.check && (
                  <Link className="small" to={paths.scoreGuide.criterion.getHref(fix.check)}>
                    {names.get(fix.check) ?? fix.check}
                  </Link>
                )}
                {fix.drafted && <Pill tone="brand">Drafted by AI</Pill>}
                <CopyButton text={fix.snippet} label={`Copy ${KIND_LABELS[fix.kind]}`} />
              </div>
              <p className="muted small">{placement(fix)}</p>
              <pre className="code-block code-block--scroll fix-snippet__code" tabIndex={0}>
                <code>{fix.snippet}</code>
              </pre>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SiteFile({ file }: { file: SiteFileFix }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="fix-snippet" data-kind={file.kind}>
      <div className="fix-snippet__head">
        <h3>{file.path}</h3>
        <span className="muted small">{KIND_LABELS[file.kind]}</span>
        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
        <CopyButton text={file.content} label={`Copy ${file.path}`} />
      </div>
      {open && (
        <pre className="code-block code-block--scroll fix-snippet__code" tabIndex={0}>
          <code>{file.content}</code>
        </pre>
      )}
    </li>
  );
}

function PackSummary({ pack }: { pack: FixPack }) {
  const fixes = pack.pages.reduce((n, p) => n + p.fixes.length, 0);
  return (
    <p className="muted small">
      {pluralize(fixes, 'head fix', 'head fixes')} on {pluralize(pack.pages.length, 'page')}, {pluralize(pack.site_files.length, 'site file')}. Every file and tag was
      parsed back and checked (schema.org vocabulary, the sitemaps.org schema, the llms.txt format) before it is offered
      {pack.rejected.length > 0 ? `; ${pluralize(pack.rejected.length, 'draft')} failed and ${pack.rejected.length === 1 ? 'is' : 'are'} left out.` : '.'}
    </p>
  );
}

/** The site-level Fixes section of Actions: the site files to deploy, and the whole pack to download. */
export function SiteFixesSection({ auditId }: { auditId: string }) {
  const pack = useFixPack(auditId);
  return (
    <section aria-labelledby="site-fixes-title" className="stack fixes-section">
      <FixesHead id="site-fixes-title" auditId={auditId} intro={<>Files written from what the crawl read, to put at the root of the site. Each page&rsquo;s tags are in its Page Analysis.</>} />
      {pack.isPending || pack.isError ? (
        <PackNotReady pack={pack} />
      ) : (
        <>
          <PackSummary pack={pack.data} />
          {pack.data.site_files.length === 0 ? (
            <p className="muted">No site file to add: the site serves its own sitemap and llms.txt.</p>
          ) : (
            <ul className="fix-snippets">
              {pack.data.site_files.map((file) => (
                <SiteFile key={file.path} file={file} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
