import type { BotMetadata } from '@citable/contracts';

import { InlineError, Skeleton } from '@/components/ui/states';
import { env } from '@/config/env';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/utils/text';

import { BOT_METADATA_PATH, useBotMetadata } from '../api/get-bot-metadata';

const PURPOSES: Record<BotMetadata['ai_crawlers'][number]['purpose'], string> = {
  training: 'Collects training data',
  search: 'Builds an AI search index',
  user: 'Fetches for a user’s question',
};

const RENDERING: Record<BotMetadata['render_mode'], string> = {
  off: 'It does not run JavaScript: every page is read as served.',
  sample: 'It also renders the first few pages of each audit in a headless browser, to compare what AI crawlers see with and without JavaScript.',
  all: 'It also renders every page in a headless browser, to compare what AI crawlers see with and without JavaScript.',
};

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Who CitableBot is, from the server's own settings (GET /api/bot, linked below): its
 * User-Agent, what it fetches and how fast, how it obeys robots.txt and how to block it, and the
 * AI crawlers an audit reports on.
 */
export function BotInfo() {
  const bot = useBotMetadata();
  const jsonLink = (
    <a href={`${env.apiUrl}${BOT_METADATA_PATH}`} target="_blank" rel="noreferrer">
      bot metadata JSON
    </a>
  );

  if (bot.isPending) return <Skeleton lines={8} />;
  if (bot.isError) return <InlineError title="Could not load the bot's details" message={apiErrorMessage(bot.error, 'Unknown error')} />;
  const { data } = bot;
  const { limits } = data;

  return (
    <>
      <h2>How to recognise it</h2>
      <p>
        Every request carries the product token <code className="code-inline">{data.token}</code> in its User-Agent, with a link to this page:
      </p>
      <pre className="code-block bot-ua">
        <code>{data.user_agent}</code>
      </pre>
      <p>The same facts are published as {jsonLink} for tools.</p>

      <h2>It obeys robots.txt</h2>
      <p>
        Before crawling, {data.name} reads your site&rsquo;s <code className="code-inline">robots.txt</code> and follows the group for{' '}
        <code className="code-inline">{data.robots_txt.groups[0]}</code>, or the one for all agents (<code className="code-inline">*</code>) when there is
        none. A <code className="code-inline">Crawl-delay</code> is honoured, up to {data.robots_txt.crawl_delay_cap_seconds} seconds between requests, one at a
        time. To keep it off your whole site:
      </p>
      <pre className="code-block">
        <code>{data.robots_txt.block_example}</code>
      </pre>
      <p>An audit of a site that blocks {data.name} finds no pages to check and ends with an explanation for the person who started it.</p>

      <h2>What it fetches, and how fast</h2>
      <ul>
        <li>
          Your <code className="code-inline">robots.txt</code>, your sitemaps and <code className="code-inline">llms.txt</code>, then the public HTML pages
          they and your links lead to: at most {limits.max_pages_per_audit} pages per audit, and never more than {limits.fetch_cap_per_page} times that many
          URLs in all.
        </li>
        <li>
          At most {pluralize(limits.per_host_concurrency, 'request')} to your site at a time. Each request gets {limits.page_timeout_seconds} seconds, follows
          up to {limits.max_redirects} redirects and reads up to {megabytes(limits.max_page_bytes)}; files that are not HTML are not downloaded.
        </li>
        <li>{RENDERING[data.render_mode]}</li>
        <li>Your home page once as each AI crawler below whose access robots.txt allows, to see whether your server answers it the way robots.txt says.</li>
        <li>Public pages only: it never signs in, submits forms or tries to get past access controls.</li>
      </ul>

      <h2>The AI crawlers an audit reports on</h2>
      <p>For each of these, the audit reports what your robots.txt allows it to read.</p>
      <div className="table-wrap">
        <table className="table table--stack bot-crawlers">
          <caption className="visually-hidden">AI crawlers and what each one does</caption>
          <thead>
            <tr>
              <th scope="col">robots.txt token</th>
              <th scope="col">Operator</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {data.ai_crawlers.map((crawler) => (
              <tr key={crawler.token}>
                <th scope="row">
                  <a href={crawler.docs_url} target="_blank" rel="noreferrer">
                    <code>{crawler.token}</code>
                  </a>
                </th>
                <td data-label="Operator">{crawler.operator}</td>
                <td data-label="What it does">
                  {PURPOSES[crawler.purpose]}
                  {crawler.user_agent === null && <span className="table__sub">A robots.txt control token: no crawler of its own</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
