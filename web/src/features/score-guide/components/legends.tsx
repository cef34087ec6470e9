import { Pill } from '@/components/ui/pill';

/** What each check type means (spec 2: check-type legend). */
export const CHECK_TYPES: { id: string; label: string; text: string }[] = [
  { id: 'html_dom', label: 'HTML / DOM', text: 'Reads the page markup: tags, headings, structured data and text, as a crawler receives it.' },
  { id: 'http', label: 'HTTP', text: 'Requests made to your server: robots.txt, sitemaps and how AI crawlers are answered.' },
  { id: 'aggregate', label: 'Aggregate', text: 'Site-level: combines the results of a page check across every analysed page.' },
  { id: 'llm', label: 'LLM', text: 'A language model judges the page, e.g. whether it answers its question in a quotable passage.' },
];

export const checkTypeLabel = (id: string) => CHECK_TYPES.find((t) => t.id === id)?.label ?? id;

export const IMPACTS: { id: 'High' | 'Medium' | 'Low'; text: string }[] = [
  { id: 'High', text: 'Can keep a page out of AI answers on its own. Fix these first.' },
  { id: 'Medium', text: 'Makes a page harder to understand, trust or quote.' },
  { id: 'Low', text: 'Polish: helps at the margin once the rest is in place.' },
];

export function CheckTypeLegend() {
  return (
    <dl className="legend">
      {CHECK_TYPES.map((t) => (
        <div key={t.id}>
          <dt>
            <Pill tone="info">{t.id}</Pill>
            <span className="legend__name">{t.label}</span>
          </dt>
          <dd>{t.text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ImpactLegend() {
  return (
    <dl className="legend">
      {IMPACTS.map((i) => (
        <div key={i.id}>
          <dt>
            <Pill tone={i.id === 'High' ? 'danger' : i.id === 'Medium' ? 'warn' : 'success'}>{i.id}</Pill>
          </dt>
          <dd>{i.text}</dd>
        </div>
      ))}
      <div>
        <dt>
          <Pill tone="preview">Preview</Pill>
        </dt>
        <dd>A new check that runs and is shown, but is not yet counted in any score.</dd>
      </div>
    </dl>
  );
}
