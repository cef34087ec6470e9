import { Link } from 'react-router-dom';

import { ContentPage } from '@/components/layout/content-page';
import { paths } from '@/config/paths';

const BOT_TOKEN = 'CitableBot';

export default function Bot() {
  return (
    <ContentPage
      title="About CitableBot"
      intro={
        <p>
          CitableBot is the crawler behind Citable. It visits a website only when someone starts an audit of it, to
          check how visible the site is to AI assistants.
        </p>
      }
    >
      <h2>How to recognise it</h2>
      <p>
        Its User-Agent contains the product token <code className="code-inline">{BOT_TOKEN}</code> and a link to this
        page.
      </p>

      <h2>It obeys robots.txt</h2>
      <p>
        Before crawling, CitableBot reads your site&rsquo;s <code className="code-inline">robots.txt</code> and follows
        the rules for <code className="code-inline">{BOT_TOKEN}</code> (or for all agents, <code className="code-inline">*</code>,
        when there are none for it). To keep it off your whole site:
      </p>
      <pre className="code-block">
        <code>{`User-agent: ${BOT_TOKEN}\nDisallow: /`}</code>
      </pre>
      <p>
        An audit of a site that blocks CitableBot finds no pages to check and ends with an explanation for the person
        who started it.
      </p>

      <h2>What it does</h2>
      <ul>
        <li>Fetches public pages only. It never signs in, submits forms or tries to get past access controls.</li>
        <li>Follows links and sitemaps within the audited site, up to a fixed page limit per audit.</li>
        <li>Renders pages in a headless browser to compare what AI crawlers see with and without JavaScript.</li>
        <li>
          Reads what your robots.txt says to AI crawlers (such as GPTBot, ClaudeBot and PerplexityBot) and reports it to
          the person running the audit.
        </li>
      </ul>

      <p>
        Scores built from what it finds are heuristic estimates; see the{' '}
        <Link to={paths.scoreGuide.root.getHref('methodology')}>methodology</Link> and the{' '}
        <Link to={paths.terms.getHref()}>terms</Link>.
      </p>
    </ContentPage>
  );
}
