/**
 * Sites of open-source projects and of a foundation's infrastructure team, modelled on real ones
 * (a data orchestrator's product site, an Apache stream processor's site, a foundation's infra
 * docs): they sell nothing, their menus are full of words that are not products (Docs, GitHub,
 * Issues, Download, Community), and their brand has a short form. The prompt generator's tests
 * and its judged set (bench/prompts) read them. The brands are made up; the prose is written for
 * these fixtures.
 */
import { html, page, sitemapXml, text } from '../html.js';
import type { Routes, SiteBuilder, SiteContext } from '../server.js';

interface ProjectPage {
  path: string;
  title: string;
  description: string;
  h1: string;
  body: string;
  jsonLd?: (origin: string) => unknown[];
  ogType?: string;
  /** Sitemap lastmod. */
  modified: string;
}

interface ProjectSite {
  /** og:site_name. */
  siteName: string;
  lang: string;
  /** [label, href] of the menu, on every page; external links stay absolute. */
  nav: Array<[string, string]>;
  footer: string;
  robots: string;
  pages: ProjectPage[];
  /** Routes that are not HTML pages (a feed), given the origin. */
  extra?: (origin: string) => Routes;
}

const ld = (type: string, props: Record<string, unknown> = {}) => ({ '@context': 'https://schema.org', '@type': type, ...props });

function build(site: ProjectSite): SiteBuilder {
  return ({ origin }: SiteContext): Routes => {
    const nav = `<header><a class="logo" href="/">${site.siteName}</a><nav>${site.nav.map(([label, href]) => `<a href="${href}">${label}</a>`).join(' ')}</nav></header>`;
    const routes: Routes = {};
    for (const p of site.pages) {
      const url = `${origin}${p.path}`;
      routes[p.path] = html(
        page({
          title: p.title,
          description: p.description,
          lang: site.lang,
          viewport: true,
          canonical: url,
          og: { site_name: site.siteName, title: p.title, description: p.description, type: p.ogType ?? 'website', url },
          jsonLd: p.jsonLd?.(origin) ?? [],
          body: `${nav}\n<main>\n<h1>${p.h1}</h1>\n${p.body}\n</main>\n<footer>${site.footer}</footer>`,
        }),
      );
    }
    routes['/robots.txt'] = text(`${site.robots}\nSitemap: ${origin}/sitemap.xml\n`);
    routes['/sitemap.xml'] = text(sitemapXml(site.pages.map((p) => ({ loc: `${origin}${p.path}`, lastmod: p.modified }))), 'application/xml');
    return { ...routes, ...site.extra?.(origin) };
  };
}

const byline = (author: string, date: string, label: string) =>
  `<p class="byline">By <span class="author">${author}</span> · <time datetime="${date}">${label}</time></p>`;

// ---------------------------------------------------------------------------------------------
// Pipewright: an open-source data orchestration platform (think Dagster, Airflow, Prefect).

const PIPEWRIGHT_GITHUB = 'https://github.com/pipewright/pipewright';

/** The blog's RSS feed: [path, title, RFC 822 date, summary] of each post with a page. */
function pipewrightFeed(origin: string): Routes {
  const posts: Array<[string, string, string, string]> = [
    ['/blog/pipewright-1-4', 'Pipewright 1.4: partitioned backfills and a faster UI', 'Wed, 14 Oct 2026 09:00:00 GMT', 'Parallel, resumable backfills, a faster lineage view and per-step Kubernetes resources.'],
    ['/blog/moving-off-cron', 'Moving 200 cron jobs to Pipewright: what we learned', 'Thu, 27 Aug 2026 09:00:00 GMT', 'How a logistics data team replaced two hundred cron jobs in six weeks.'],
  ];
  const items = posts
    .map(([path, title, date, summary]) => `    <item>\n      <title>${title}</title>\n      <link>${origin}${path}</link>\n      <guid>${origin}${path}</guid>\n      <pubDate>${date}</pubDate>\n      <description>${summary}</description>\n    </item>`)
    .join('\n');
  const rss = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">\n  <channel>\n    <title>The Pipewright blog</title>\n    <link>${origin}/blog</link>\n    <description>Release notes and stories from the Pipewright community.</description>\n${items}\n  </channel>\n</rss>\n`;
  return { '/blog/feed.xml': text(rss, 'application/rss+xml; charset=utf-8') };
}

const pipewright = build({
  siteName: 'Pipewright',
  lang: 'en',
  nav: [
    ['Docs', '/docs'],
    ['Integrations', '/integrations'],
    ['Blog', '/blog'],
    ['Community', '/community'],
    ['Install', '/docs/install'],
    ['GitHub', PIPEWRIGHT_GITHUB],
    ['Issues', `${PIPEWRIGHT_GITHUB}/issues`],
  ],
  footer: `<p>Pipewright is open source under the <a href="${PIPEWRIGHT_GITHUB}/blob/main/LICENSE">Apache License 2.0</a>.</p>
<p><a href="/community#code-of-conduct">Code of conduct</a> · <a href="${PIPEWRIGHT_GITHUB}/security/policy">Security</a> · <a href="/privacy">Privacy policy</a> · <a href="/blog/feed.xml">RSS</a></p>`,
  robots: 'User-agent: *\nAllow: /\n',
  extra: pipewrightFeed,
  pages: [
    {
      path: '/',
      title: 'Pipewright | Open-source data orchestration platform',
      description:
        'Pipewright is an open-source data orchestration platform for data engineers: define pipelines in Python, schedule jobs, track lineage and rerun only what failed.',
      h1: 'Orchestrate your data pipelines as code',
      modified: '2026-10-14',
      jsonLd: (origin) => [
        ld('Organization', { name: 'Pipewright', url: `${origin}/`, logo: `${origin}/img/pipewright-logo.png`, sameAs: [PIPEWRIGHT_GITHUB, 'https://x.com/pipewrightdata'] }),
        ld('SoftwareApplication', {
          name: 'Pipewright',
          applicationCategory: 'DeveloperApplication',
          operatingSystem: 'Linux, macOS, Windows',
          softwareVersion: '1.4.0',
          license: 'https://www.apache.org/licenses/LICENSE-2.0',
          isAccessibleForFree: true,
          codeRepository: PIPEWRIGHT_GITHUB,
        }),
      ],
      body: `<p class="lead">Pipewright is an open-source data orchestration platform. Data engineers use it to define pipelines in Python, schedule jobs, see the lineage of every table and rerun only the steps that failed.</p>
<p><a class="button" href="/docs/install">Install Pipewright</a> <a class="button" href="/docs/getting-started">Get started in ten minutes</a></p>
<h2>Why teams move to Pipewright</h2>
<p>Most data platforms grow the same way: a cron job here, a notebook there, a shell script that only one person understands. When the nightly load fails at three in the morning, nobody knows which dashboards are now wrong. Pipewright replaces that tangle with pipelines written as ordinary Python functions. Each step declares the data it reads and the data it produces, so Pipewright works out the order to run them in, runs independent steps in parallel and tells you exactly what sits downstream of a failure.</p>
<h2>Schedules, sensors and backfills</h2>
<p>Run a pipeline every hour, every weekday at six, or whenever a new file lands in a bucket. Schedules are code, reviewed in pull requests like everything else, and time zones and daylight saving time are handled for you. When the logic changes, backfill a month of daily partitions with one command and follow each partition's progress in the web UI. Read more in <a href="/docs/scheduling">Scheduling pipelines with code</a>.</p>
<h2>Lineage you do not have to draw</h2>
<p>Because every step names its inputs and outputs, Pipewright builds a lineage graph as a side effect of running your code. Click any table to see where it came from, when it was last refreshed, which run produced it and which reports read from it. Lineage can be exported in the OpenLineage format to the data catalogue you already use.</p>
<h2>Runs where your data is</h2>
<p>Start on a laptop with <code>pip install pipewright</code>, then deploy the same code to Kubernetes, to a single virtual machine or to a managed container service. Pipewright keeps its state in Postgres and needs no other database. It works with dbt, Spark, Snowflake, BigQuery, Airbyte and more than forty other tools: see the <a href="/integrations">integrations</a>.</p>
<h2>Open source, built in the open</h2>
<p>Pipewright is released under the Apache License 2.0 and developed on GitHub by more than three hundred contributors. There is no enterprise edition and nothing is held back: scheduling, lineage, the web UI and the Kubernetes executor are all in the one package. Ask questions in the <a href="/community">community</a>, read the release notes on the <a href="/blog">blog</a>, or open an issue when something breaks.</p>
<h2>Who uses it</h2>
<p>Analytics engineering teams, platform teams at growing companies, research groups that process instrument data every night, and small companies whose only data engineer would like to sleep through the night.</p>`,
    },
    {
      path: '/docs',
      title: 'Documentation | Pipewright',
      description: 'Pipewright documentation: concepts, installation, writing pipelines, scheduling, deployment and the Python API reference.',
      h1: 'Pipewright documentation',
      modified: '2026-10-14',
      body: `<p>These pages explain how to install Pipewright, write your first pipeline, schedule it and run it in production. New to Pipewright? Start with <a href="/docs/getting-started">Getting started</a>, which takes about ten minutes and needs nothing but Python.</p>
<h2>Core concepts</h2>
<p><strong>Steps.</strong> A step is a Python function decorated with <code>@step</code>. It declares the datasets it reads and the dataset it writes. A step that loads raw orders from an API and a step that aggregates them into daily revenue are two steps.</p>
<p><strong>Pipelines.</strong> A pipeline is a set of steps. You never list the order by hand: Pipewright reads the inputs and outputs of each step and builds the dependency graph itself. Steps whose inputs are ready run in parallel.</p>
<p><strong>Datasets and lineage.</strong> Every table, file or model a step writes is a dataset. Pipewright records which run wrote which dataset and from what, which is the lineage graph you see in the UI.</p>
<p><strong>Partitions.</strong> A dataset can be split by day, by hour or by any key you choose, such as a customer or a region. Partitions are what make backfills cheap: you rerun the days that changed, not the whole history.</p>
<p><strong>Schedules and sensors.</strong> A schedule starts a pipeline at fixed times. A sensor starts it when something happens, such as a file arriving in object storage or another pipeline finishing. See <a href="/docs/scheduling">Scheduling pipelines with code</a>.</p>
<p><strong>Executors.</strong> The executor decides where steps run: in the same process, in a pool of local processes, or as Kubernetes pods. Switching executors is a configuration change; your pipeline code stays the same.</p>
<h2>Guides</h2>
<ul>
<li><a href="/docs/install">Installing Pipewright</a>: pip, Docker and the Helm chart</li>
<li><a href="/docs/getting-started">Getting started</a>: your first pipeline, run locally</li>
<li><a href="/docs/scheduling">Scheduling pipelines with code</a>: cron schedules, sensors, retries and backfills</li>
<li><a href="/integrations">Integrations</a>: dbt, Spark, warehouses and alerting</li>
</ul>
<h2>Getting help</h2>
<p>If something in the docs is wrong or unclear, every page has an edit link that opens a pull request on GitHub. For questions, the <a href="/community">community page</a> lists the Slack workspace and the GitHub discussions, where maintainers answer most questions within a day.</p>`,
    },
    {
      path: '/docs/getting-started',
      title: 'Getting started | Pipewright Docs',
      description: 'Install Pipewright, write a two-step data pipeline in Python, run it locally and open the web UI, in about ten minutes.',
      h1: 'Getting started',
      modified: '2026-10-02',
      jsonLd: () => [ld('TechArticle', { headline: 'Getting started with Pipewright', dateModified: '2026-10-02' })],
      body: `<p>This tutorial takes about ten minutes. You will install Pipewright, write a pipeline with two steps, run it on your machine and look at the result in the web UI. You need Python 3.10 or later; no database is needed for local runs, because Pipewright uses SQLite until you point it at Postgres.</p>
<h2>1. Install</h2>
<pre><code>python -m venv .venv
source .venv/bin/activate
pip install pipewright</code></pre>
<p>A virtual environment keeps Pipewright and your pipelines' dependencies apart from the rest of your system, which avoids most version conflicts. Check the installation with <code>pipewright --version</code>. Other ways to install, including Docker and Kubernetes, are on the <a href="/docs/install">installation page</a>.</p>
<h2>2. Write a pipeline</h2>
<p>Create a file called <code>orders.py</code>. The first step downloads raw orders; the second turns them into daily revenue. The second step names the first step's dataset as its input, which is all Pipewright needs to know that it must run afterwards.</p>
<pre><code>from pipewright import step, pipeline, Dataset

raw_orders = Dataset("raw_orders")
daily_revenue = Dataset("daily_revenue")

@step(writes=raw_orders)
def load_orders(ctx):
    return fetch_orders(since=ctx.partition.start)

@step(reads=raw_orders, writes=daily_revenue)
def revenue_by_day(ctx, orders):
    return orders.groupby("day").amount.sum()

orders_pipeline = pipeline("orders", steps=[load_orders, revenue_by_day])</code></pre>
<h2>3. Run it</h2>
<pre><code>pipewright run orders.py:orders_pipeline</code></pre>
<p>The command prints each step as it starts and finishes. If a step raises an exception, the run stops, the steps downstream of it are marked as skipped and the error is kept with the run. Fix the code and run <code>pipewright run --retry-failed</code> to run only the failed step and what depends on it.</p>
<h2>4. Open the UI</h2>
<pre><code>pipewright ui</code></pre>
<p>Open http://localhost:4400 in your browser. The run you just made is on the Runs page; the Lineage tab shows <code>raw_orders</code> feeding <code>daily_revenue</code>. Click a dataset to see its history, its schema and the run that last wrote it.</p>
<h2>Next steps</h2>
<p>Your pipeline only runs when you start it. To run it every morning, add a schedule: <a href="/docs/scheduling">Scheduling pipelines with code</a> explains schedules, sensors and retries. When you are ready to share it with your team, deploy it with the Docker image or the Helm chart described in <a href="/docs/install">Installing Pipewright</a>.</p>`,
    },
    {
      path: '/docs/install',
      title: 'Installing Pipewright | Pipewright Docs',
      description: 'Download and install Pipewright with pip, run it with Docker Compose, or deploy it to Kubernetes with the official Helm chart.',
      h1: 'Installing Pipewright',
      modified: '2026-10-14',
      body: `<p>Pipewright is a Python package with a web UI and a scheduler daemon. You can install it in three ways, depending on where it will run. All three install the same open-source code under the Apache License 2.0; there is nothing to buy and no licence key.</p>
<h2>Requirements</h2>
<ul><li>Python 3.10, 3.11, 3.12 or 3.13</li><li>Postgres 14 or later for shared deployments (SQLite is used for local development)</li><li>Linux, macOS or Windows; production deployments are tested on Linux</li></ul>
<h2>With pip</h2>
<pre><code>pip install pipewright</code></pre>
<p>Extras add the integrations you need without pulling in everything: <code>pip install "pipewright[dbt,snowflake]"</code>. The full list of extras is on the <a href="/integrations">integrations page</a>. To start the scheduler and the web UI together on one machine, run <code>pipewright up</code>.</p>
<h2>With Docker</h2>
<p>The official image is published for every release. The repository contains a <code>docker-compose.yml</code> that starts the web UI, the scheduler, one worker and Postgres:</p>
<pre><code>curl -O https://raw.githubusercontent.com/pipewright/pipewright/main/deploy/docker-compose.yml
docker compose up</code></pre>
<p>Mount your pipeline code into the worker container, or build your own image from the official one with your code and its Python dependencies added.</p>
<h2>On Kubernetes</h2>
<pre><code>helm repo add pipewright https://charts.pipewright.io
helm install pipewright pipewright/pipewright --set postgres.url=postgres://...</code></pre>
<p>With the Kubernetes executor, every step runs in its own pod, so a step that needs a lot of memory does not starve the others. Resource requests can be set per step in code.</p>
<h2>Upgrading</h2>
<p>Pipewright follows semantic versioning. Minor releases can change the database schema; run <code>pipewright db upgrade</code> after installing a new version and before starting the scheduler. Read the release notes on the <a href="/blog">blog</a> before upgrading across a minor version, and report upgrade problems on <a href="${PIPEWRIGHT_GITHUB}/issues">GitHub issues</a>.</p>
<h2>Which one should I choose?</h2>
<p>Use pip on your laptop while you write pipelines. Use Docker Compose when a small team shares one server and wants everything running with one command. Use the Helm chart when you already run Kubernetes and want each step isolated in its own pod. Moving from one to another does not change your pipeline code, only the configuration.</p>
<h2>Verifying a download</h2>
<p>Release wheels and images are signed. The signatures and checksums are attached to each GitHub release, along with the changelog and the list of contributors to that release.</p>`,
    },
    {
      path: '/docs/scheduling',
      title: 'Scheduling pipelines with code | Pipewright Docs',
      description: 'Run Pipewright pipelines on cron schedules or when data arrives, with time zones, retries, dependencies between pipelines and backfills.',
      h1: 'Scheduling pipelines with code',
      modified: '2026-09-21',
      jsonLd: () => [ld('TechArticle', { headline: 'Scheduling pipelines with code', dateModified: '2026-09-21' })],
      body: `<p>A pipeline you run by hand is a script. This guide shows how to run pipelines on a schedule, when data arrives, and after other pipelines finish, and how to make failed runs recover on their own. Everything here is Python code that lives next to your pipelines and goes through code review with them.</p>
<h2>Cron schedules</h2>
<pre><code>from pipewright import schedule

nightly = schedule(orders_pipeline, cron="0 6 * * 1-5", timezone="Europe/Lisbon")</code></pre>
<p>This runs the orders pipeline at six in the morning, Lisbon time, on weekdays. Schedules always carry a time zone; when clocks change for daylight saving time, the run still happens once at six local time, never twice and never skipped.</p>
<h2>Partitioned schedules</h2>
<p>If a pipeline's datasets are partitioned by day, a schedule can target the partition that just closed: the run at six on 3 March processes 2 March. This makes every run idempotent, because it always rewrites exactly one partition, and it makes backfills the same operation as a normal run.</p>
<h2>Sensors: run when data arrives</h2>
<pre><code>from pipewright import sensor

@sensor(pipeline=orders_pipeline, every="2m")
def new_export(ctx):
    for f in ctx.bucket("s3://exports/orders/").new_files():
        yield ctx.run_request(partition=f.date)</code></pre>
<p>A sensor is checked on an interval and starts a run for every new event it finds. Pipewright remembers which files it has already seen, so a restart does not trigger duplicate runs.</p>
<h2>Dependencies between pipelines</h2>
<p>When one team's pipeline reads a dataset another team's pipeline writes, you do not need to line up their schedules. Declare the dataset as an input and set <code>trigger="upstream"</code>: the pipeline runs as soon as a fresh partition of its input exists.</p>
<h2>Retries and alerts</h2>
<p>Steps that call flaky APIs can retry with backoff: <code>@step(retries=3, retry_delay="5m")</code>. When a step still fails, the run is marked failed and Pipewright sends an alert to Slack, email or a webhook with a link to the logs.</p>
<h2>Backfills</h2>
<pre><code>pipewright backfill orders --from 2026-01-01 --to 2026-01-31 --max-parallel 4</code></pre>
<p>A backfill starts one run per partition in the range and shows their progress together. Rerunning a backfill skips partitions that already succeeded unless you pass <code>--force</code>.</p>`,
    },
    {
      path: '/integrations',
      title: 'Integrations | Pipewright',
      description: 'Pipewright integrates with dbt, Spark, Snowflake, BigQuery, Postgres, Airbyte, object storage and alerting tools.',
      h1: 'Integrations',
      modified: '2026-09-30',
      body: `<p>Pipewright orchestrates the tools you already run; it does not replace them. Each integration is an optional Python package maintained in the main repository, installed as an extra (for example <code>pip install "pipewright[dbt]"</code>), and documented with a working example.</p>
<h2>Transformation</h2>
<p><strong>dbt.</strong> Load a dbt project and every model becomes a dataset in the lineage graph. Pipewright runs only the models whose upstream data changed, and dbt tests become checks that can stop a pipeline before bad data reaches a dashboard.</p>
<p><strong>Apache Spark.</strong> Submit Spark jobs to a cluster, to Kubernetes or to a managed Spark service, and stream their logs back into the run view. Pipewright passes the partition being processed to the job, so backfills work the same way as for plain Python steps.</p>
<h2>Warehouses and databases</h2>
<p>Snowflake, BigQuery, Redshift, Databricks SQL, Postgres and DuckDB are supported as places where steps read and write tables. The integration records row counts and schemas for each write, so the UI can show when a column appeared or disappeared and which run changed it.</p>
<h2>Ingestion</h2>
<p>Trigger Airbyte and Fivetran syncs and wait for them to finish before the transformation steps start. Syncs appear in the lineage graph as the sources of your raw tables.</p>
<h2>Storage</h2>
<p>Amazon S3, Google Cloud Storage and Azure Blob Storage can hold datasets as Parquet or CSV files and can be watched by sensors, so a pipeline starts when a partner drops a new export into a bucket.</p>
<h2>Data quality</h2>
<p>Write checks in Python or reuse existing suites. A failing check can warn, or block everything downstream until someone looks at it. Results are kept per partition, so you can see when a table started to go wrong.</p>
<h2>Alerting</h2>
<p>Send run failures and check results to Slack, Microsoft Teams, email, PagerDuty or any webhook. Alerts link straight to the failed step's logs.</p>
<h2>Writing your own</h2>
<p>An integration is a small Python module: a resource that holds the connection settings and a few helper steps. The <a href="/community">contributing guide</a> explains how to add one to the main repository.</p>`,
    },
    {
      path: '/blog',
      title: 'Blog | Pipewright',
      description: 'Release notes, engineering posts and stories from teams who run Pipewright in production.',
      h1: 'The Pipewright blog',
      modified: '2026-10-14',
      body: `<p>Release announcements, deep dives into how Pipewright works, and write-ups from people who run it. Subscribe with the <a href="/blog/feed.xml">RSS feed</a>, or follow the releases on GitHub.</p>
<article>
<h2><a href="/blog/pipewright-1-4">Pipewright 1.4: partitioned backfills and a faster UI</a></h2>
${byline('Ana Ferreira', '2026-10-14', '14 October 2026')}
<p>Pipewright 1.4 is out. Backfills now run partitions in parallel with a limit you choose, the lineage view opens five times faster on large graphs, and the Kubernetes executor can set memory and CPU for each step. This release had 61 contributors, 19 of them contributing for the first time. Upgrading from 1.3 needs one database migration.</p>
<p><a href="/blog/pipewright-1-4">Read the release notes</a></p>
</article>
<article>
<h2><a href="/blog/moving-off-cron">Moving 200 cron jobs to Pipewright: what we learned</a></h2>
${byline('Jonah Reyes', '2026-08-27', '27 August 2026')}
<p>A logistics company's data team had two hundred cron jobs on three servers, with dependencies that existed only in people's heads. Jonah describes how they moved them to Pipewright over six weeks, which jobs turned out to be dead, and why they wrote down the datasets first and the schedules last.</p>
<p><a href="/blog/moving-off-cron">Read the story</a></p>
</article>
<article>
<h2>Why Pipewright keeps its state in Postgres</h2>
${byline('Ana Ferreira', '2026-06-03', '3 June 2026')}
<p>Every orchestrator has to remember which runs happened, which partitions exist and which files a sensor has seen. We explain why we chose to keep all of it in one Postgres database instead of adding a message broker, what that costs at scale, and how a single scheduler handles ten thousand runs a day on a small instance.</p>
</article>
<article>
<h2>Pipewright 1.3: sensors for object storage</h2>
${byline('Tomasz Wiśniewski', '2026-04-16', '16 April 2026')}
<p>Version 1.3 added sensors that watch S3, Google Cloud Storage and Azure buckets and start a run for each new file, remembering what they have seen across restarts.</p>
</article>
<h2>Write for the blog</h2>
<p>We publish guest posts from people who run Pipewright: migrations, architectures, mistakes and fixes. Posts are plain Markdown files in the website's repository, so proposing one is a pull request. Not sure your story is interesting enough? It probably is; ask in the <a href="/community">community</a> Slack first.</p>`,
    },
    {
      path: '/blog/pipewright-1-4',
      title: 'Pipewright 1.4: partitioned backfills and a faster UI | Pipewright Blog',
      description: 'Pipewright 1.4 runs backfills in parallel, opens large lineage graphs five times faster and sets Kubernetes resources per step.',
      h1: 'Pipewright 1.4: partitioned backfills and a faster UI',
      modified: '2026-10-14',
      ogType: 'article',
      jsonLd: () => [
        ld('BlogPosting', {
          headline: 'Pipewright 1.4: partitioned backfills and a faster UI',
          datePublished: '2026-10-14',
          author: ld('Person', { name: 'Ana Ferreira' }),
          publisher: ld('Organization', { name: 'Pipewright' }),
        }),
      ],
      body: `${byline('Ana Ferreira', '2026-10-14', '14 October 2026')}
<p>We are happy to announce Pipewright 1.4. This release focuses on the jobs data engineers dread most: backfilling months of history after a logic change, and finding your way around a lineage graph with thousands of datasets. It had 61 contributors, 19 of them first-time contributors. Thank you all.</p>
<h2>Parallel, resumable backfills</h2>
<p>Until now a backfill ran its partitions one after another. In 1.4, <code>pipewright backfill</code> takes a <code>--max-parallel</code> option and runs that many partitions at once, while respecting the concurrency limits you set on shared resources such as a warehouse. If a backfill is interrupted, running the same command again picks up where it stopped: partitions that already succeeded are skipped. The backfill page in the UI shows a grid of partitions coloured by status, so a failed day stands out at a glance.</p>
<h2>A faster lineage view</h2>
<p>Teams with large dbt projects told us the lineage view took too long to open. We rewrote the graph layout to run incrementally and to draw only what is on screen. On a graph of eight thousand datasets, the view now opens in under a second instead of five. Searching for a dataset jumps to it and highlights everything upstream and downstream.</p>
<h2>Per-step resources on Kubernetes</h2>
<p>Steps can now declare what they need: <code>@step(resources={"memory": "8Gi", "cpu": 2})</code>. The Kubernetes executor turns this into the pod's requests and limits, so a heavy aggregation no longer needs the whole pipeline to run on big nodes.</p>
<h2>Other changes</h2>
<ul><li>Python 3.13 is supported; Python 3.9 is no longer supported.</li><li>Sensors can be paused from the UI without a deploy.</li><li>Alerts include the last twenty lines of the failed step's log.</li><li>The REST API can trigger runs for a specific partition.</li></ul>
<h2>Upgrading</h2>
<p>Install the new version, then run <code>pipewright db upgrade</code> once before starting the scheduler. The migration adds two tables and takes a few seconds on most installations. The full changelog is on GitHub. If you find a problem, please <a href="${PIPEWRIGHT_GITHUB}/issues">open an issue</a> or tell us in the <a href="/community">community Slack</a>.</p>`,
    },
    {
      path: '/blog/moving-off-cron',
      title: 'Moving 200 cron jobs to Pipewright: what we learned | Pipewright Blog',
      description: 'How a logistics data team replaced two hundred cron jobs with Pipewright pipelines in six weeks, and what they would do differently.',
      h1: 'Moving 200 cron jobs to Pipewright: what we learned',
      modified: '2026-08-27',
      ogType: 'article',
      jsonLd: () => [ld('BlogPosting', { headline: 'Moving 200 cron jobs to Pipewright: what we learned', datePublished: '2026-08-27', author: ld('Person', { name: 'Jonah Reyes' }) })],
      body: `${byline('Jonah Reyes', '2026-08-27', '27 August 2026')}
<p><em>Jonah Reyes leads the data platform team at a mid-sized logistics company. This is a guest post.</em></p>
<p>Two years ago our data platform was three servers and a crontab. Each line started a Python or shell script at a fixed time, and the times had been chosen so that one job would probably be finished before the next one needed its output. Most days that worked. On the days it did not, a delayed load meant the morning delivery reports were built from yesterday's data, and nobody noticed until a depot manager called.</p>
<h2>Write down the data first</h2>
<p>Our first attempt was to copy each cron line into a scheduled pipeline. That moved the problem without fixing it. The second attempt started from the other end: for every script we wrote down which tables it read and which it wrote. That inventory took two weeks and was the most valuable part of the project. It showed that forty of the two hundred jobs wrote tables nothing read any more. We deleted them.</p>
<h2>Let the dependencies set the order</h2>
<p>Once each step declared its inputs and outputs, most of our carefully staggered schedules disappeared. We now schedule only the few pipelines that pull data from outside, and everything else runs when its inputs are fresh. The morning reports are ready forty minutes earlier on average, because nothing waits for a time slot any more.</p>
<h2>Partition everything you can</h2>
<p>We partitioned our big tables by day. Reruns and backfills became routine instead of frightening: when a carrier resent a week of corrected tracking data, we reprocessed seven partitions in a quarter of an hour.</p>
<h2>What we would do differently</h2>
<p>We would set up alerts on day one, not in week five, and we would have asked in the community Slack sooner. Several problems we spent days on had known answers there. If you are planning a similar move, start with the inventory of datasets. The tool matters less than knowing what your jobs actually do.</p>`,
    },
    {
      path: '/privacy',
      title: 'Privacy policy | Pipewright',
      description: 'What this website and the Pipewright software collect about you, why, and how to opt out of anonymous usage statistics.',
      h1: 'Privacy policy',
      modified: '2026-03-01',
      body: `<p>This policy covers the Pipewright website and the Pipewright software. Pipewright is an open-source project maintained by volunteers and by maintainers whose employers let them work on it; there is no company selling Pipewright, and nobody here wants your personal data. We collect as little as we can and explain all of it below.</p>
<h2>This website</h2>
<p>The website is a set of static pages. It sets no cookies and runs no advertising or tracking scripts. The web server keeps access logs with IP addresses, requested pages and browser identifiers for fourteen days, to diagnose problems and block abuse, and then deletes them. We count page views per page, without identifying visitors, to learn which parts of the documentation people read.</p>
<h2>The software</h2>
<p>Pipewright can send anonymous usage statistics when the web UI starts: the Pipewright version, the Python version, the executor in use and the number of pipelines, rounded. It never sends pipeline code, dataset names, logs, credentials or anything about your data. Statistics help the maintainers decide which Python versions and executors to keep supporting.</p>
<p>You can switch statistics off by setting <code>PIPEWRIGHT_TELEMETRY=0</code> in the environment or <code>telemetry: false</code> in the configuration file. The first time the UI starts it shows a notice explaining this, and nothing is sent until that notice has been shown.</p>
<h2>Community spaces</h2>
<p>The Slack workspace, GitHub issues and GitHub discussions are run by their providers under their own privacy policies. What you post there is public or visible to other members. Maintainers can delete messages that contain personal data posted by mistake; ask in the channel or write to the conduct team.</p>
<h2>Questions</h2>
<p>If you have a question about this policy or want us to delete something, open a discussion on GitHub or write to the maintainers at the address in the repository's security policy. We will answer within thirty days. This policy was last changed on 1 March 2026; changes are made by pull request, so the history of every change is public.</p>`,
    },
    {
      path: '/community',
      title: 'Community | Pipewright',
      description: 'Get help and take part in Pipewright: the Slack workspace, GitHub issues and discussions, office hours, and how to contribute code and docs.',
      h1: 'Community',
      modified: '2026-09-12',
      body: `<p>Pipewright is built by its users. About a third of each release comes from people who do not work on it full time. Whether you have a question, found a bug or want to contribute, this page tells you where to go.</p>
<h2>Ask a question</h2>
<p>The <strong>community Slack</strong> has more than eight thousand members. Ask in <code>#help</code> and include the Pipewright version, the executor you use and the error message; maintainers and experienced users answer most questions the same day. Longer questions and design discussions are better in <a href="${PIPEWRIGHT_GITHUB}/discussions">GitHub discussions</a>, where answers are easy to find later.</p>
<h2>Report a bug</h2>
<p>Bugs go to <a href="${PIPEWRIGHT_GITHUB}/issues">GitHub issues</a>. Search first, because someone may already have reported it. A good report has the steps to reproduce, what you expected, what happened instead and the full traceback. Security problems should not be reported in public: follow the security policy in the repository instead.</p>
<h2>Contribute</h2>
<p>Contributions of every size are welcome: a typo fix in the docs, a new integration, a bug fix or a feature. Issues labelled <em>good first issue</em> are chosen to be small and well described, and a maintainer will help you through your first pull request. The contributing guide in the repository explains how to set up a development environment, run the test suite and write a changelog entry. Larger changes start with a short design proposal in discussions, so nobody spends a month on something that cannot be merged.</p>
<h2>Office hours and meetups</h2>
<p>Maintainers hold open office hours on video every other Thursday. Bring a pipeline that misbehaves or a question about the roadmap. Community members also run meetups in Lisbon, Berlin, Toronto and São Paulo; talks are recorded and posted on the <a href="/blog">blog</a>.</p>
<h2 id="code-of-conduct">Code of conduct</h2>
<p>Everyone taking part in Pipewright spaces, online or in person, is expected to follow the code of conduct. Be kind, assume good intent and remember that many people here are volunteers. Report problems privately to the conduct team, whose members are listed in the repository.</p>
<h2>Governance</h2>
<p>Pipewright is maintained by a group of core maintainers from several companies. Decisions are made in public on GitHub, and anyone who contributes regularly can be nominated as a maintainer.</p>`,
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Apache Rivulet: a stream processor under a foundation (think Apache Flink). People write "Rivulet".

const RIVULET_GITHUB = 'https://github.com/apache/rivulet';
const RIVULET_FOOTER = `<p>Copyright © 2026 The Apache Software Foundation. Licensed under the <a href="https://www.apache.org/licenses/LICENSE-2.0">Apache License, Version 2.0</a>.</p>
<p>Apache Rivulet, Rivulet, Apache, and the Rivulet logo are trademarks of The Apache Software Foundation.</p>
<p><a href="https://www.apache.org/foundation/sponsorship.html">Sponsorship</a> · <a href="https://www.apache.org/security/">Security</a> · <a href="https://privacy.apache.org/policies/privacy-policy-public.html">Privacy policy</a> · <a href="https://www.apache.org/foundation/thanks.html">Thanks</a></p>`;

const rivuletRelease = (origin: string, headline: string, date: string, author: string) => [
  ld('BlogPosting', { headline, datePublished: date, author: ld('Person', { name: author }), publisher: ld('Organization', { name: 'Apache Rivulet', url: `${origin}/` }) }),
];

const rivulet = build({
  siteName: 'Apache Rivulet',
  lang: 'en',
  nav: [
    ['Use Cases', '/use-cases'],
    ['Documentation', '/docs'],
    ['Downloads', '/downloads'],
    ['Community', '/community'],
    ['Blog', '/blog'],
    ['GitHub', RIVULET_GITHUB],
    ['Apache Software Foundation', 'https://www.apache.org/'],
  ],
  footer: RIVULET_FOOTER,
  robots: 'User-agent: *\nDisallow: /docs/archive/\n',
  pages: [
    {
      path: '/',
      title: 'Apache Rivulet: Stateful Computations over Data Streams',
      description:
        'Apache Rivulet is a framework and distributed processing engine for stateful computations over unbounded and bounded data streams, with exactly-once state and event-time processing.',
      h1: 'Stateful computations over data streams',
      modified: '2026-10-30',
      jsonLd: (origin) => [ld('WebSite', { name: 'Apache Rivulet', alternateName: 'Rivulet', url: `${origin}/` })],
      body: `<p class="lead">Apache Rivulet is a framework and distributed processing engine for stateful computations over unbounded and bounded data streams. Rivulet runs in all common cluster environments and performs computations at in-memory speed and at any scale.</p>
<p><a class="button" href="/docs/try-rivulet">Try Rivulet</a> <a class="button" href="/downloads">Download Rivulet 2.3.0</a></p>
<h2>Process unbounded and bounded data</h2>
<p>Any kind of data is produced as a stream of events: card transactions, sensor readings, machine logs, clicks on a website. Some streams never end; others, like a table in a file system, have a beginning and an end. Rivulet processes both with the same programs. Unbounded streams are processed continuously as events arrive, and bounded streams can be processed as batches with optimisations that only make sense when all the data is known.</p>
<h2>Correct results with state and event time</h2>
<p>Stateful applications remember things: a running total per customer, the last position of every vehicle, a window of the last ten minutes of readings. Rivulet keeps this state local to the computation, in memory or on disk, and takes consistent checkpoints of it. After a failure the application restarts from the last checkpoint and every event affects the state exactly once. Event-time processing and watermarks give correct results even when events arrive late or out of order.</p>
<h2>Layered APIs</h2>
<p>Write applications with the DataStream API in Java or Python when you need full control over state and time, or with Rivulet SQL when a query says it best. The same cluster runs both, and a SQL query can feed a DataStream program.</p>
<h2>Operations at any scale</h2>
<p>Rivulet applications run on Kubernetes, on YARN or as a standalone cluster. They scale out to thousands of cores and terabytes of state while keeping latency low. Savepoints let you upgrade an application, change its parallelism or move it to another cluster without losing its state.</p>
<h2>Where Rivulet is used</h2>
<p>Companies and research institutions use Rivulet for fraud detection, real-time recommendations, monitoring of networks and machines, continuous ETL into data lakes and live dashboards. Read about the <a href="/use-cases">use cases</a>.</p>
<h2>An Apache project</h2>
<p>Rivulet is developed under the umbrella of The Apache Software Foundation by a community of contributors from many companies. Everyone is welcome to join: the <a href="/community">community page</a> lists the mailing lists and the issue tracker, and the <a href="/blog">blog</a> has the latest release announcements.</p>`,
    },
    {
      path: '/use-cases',
      title: 'Use Cases | Apache Rivulet',
      description: 'What Apache Rivulet is used for: event-driven applications, streaming analytics and continuous data pipelines, with examples.',
      h1: 'Use cases',
      modified: '2026-07-08',
      body: `<p>Apache Rivulet is a good fit for many kinds of applications because of its features: stateful processing with exactly-once guarantees, event-time semantics, low latency at high throughput, and the ability to process both live streams and historical data. This page describes the three most common kinds of application that people build with Rivulet and gives examples of each.</p>
<h2 id="event-driven">Event-driven applications</h2>
<p>An event-driven application is a stateful application that takes in events from one or more streams and reacts by triggering computations, updating state or taking external actions. Traditional applications keep their state in a remote transactional database and query it for every event. A Rivulet application keeps its state locally, next to the computation, which gives better throughput and lower latency. Consistency comes from Rivulet's checkpoints, written asynchronously to durable storage.</p>
<p>Typical examples are fraud detection on card payments, anomaly detection on machine telemetry, rule-based alerting, monitoring of business processes such as orders that have not shipped, and web applications for social networks that react to likes and follows.</p>
<h2 id="analytics">Streaming analytics</h2>
<p>Analytical jobs extract information and insight from data. Traditionally they run as periodic batch queries over a finished data set, and results are only as fresh as the last run. A streaming query instead ingests events as they happen and updates its result continuously, with low latency. Results can be written to a database, pushed to a dashboard or kept as state that other applications query.</p>
<p>Examples include quality monitoring of telecommunications networks, analysis of product updates and experiments in mobile applications, ad-hoc analysis of live data in consumer technology, and large-scale graph analysis. Rivulet SQL is the usual way to write such queries, with windows defined over event time.</p>
<h2 id="pipelines">Data pipelines and ETL</h2>
<p>Extract-transform-load is a common way to move data between storage systems. Periodic ETL jobs copy data from a transactional database into an analytical one or a data lake. A Rivulet data pipeline does the same work continuously: it reads records from a source such as a message queue or a database change log as they are produced, transforms or enriches them, and writes them to the destination with low delay.</p>
<p>Examples include real-time search index building in e-commerce, continuous ETL from change data capture into a lakehouse table format, and cleaning and joining sensor data before it reaches long-term storage. Connectors for Kafka, Pulsar, JDBC databases, Elasticsearch, file systems and object stores are maintained by the community.</p>`,
    },
    {
      path: '/docs',
      title: 'Documentation | Apache Rivulet',
      description: 'Apache Rivulet documentation for the stable release 2.3: concepts, the DataStream API, Rivulet SQL, deployment, operations and connectors.',
      h1: 'Apache Rivulet documentation',
      modified: '2026-10-30',
      body: `<p>This is the documentation of Apache Rivulet 2.3, the latest stable release. Documentation for older releases is kept in the archive, and the documentation of the development branch is rebuilt every night from the main branch on GitHub.</p>
<h2>Try Rivulet</h2>
<p>If you are new to Rivulet, start with the <a href="/docs/try-rivulet">local installation guide</a>. It takes a few minutes to download a release, start a small cluster on your laptop and run one of the bundled example jobs. After that, the hands-on tutorials walk through building a fraud detection application with the DataStream API and a streaming report with Rivulet SQL.</p>
<h2>Concepts</h2>
<p>The concepts section explains the ideas the rest of the documentation builds on: streams and operators, keyed state, time and watermarks, windows, checkpoints and savepoints, and the exactly-once guarantees Rivulet gives for state and for supported sinks. Reading it once makes the API documentation much easier to follow.</p>
<h2>Application development</h2>
<ul>
<li><strong>DataStream API</strong> (Java and Python): sources and sinks, transformations, state, timers, side outputs and the process functions that give full control over time.</li>
<li><strong>Rivulet SQL and the Table API</strong>: continuous queries, windows and joins over streams, user-defined functions and the SQL client.</li>
<li><strong>Connectors</strong>: Kafka, Pulsar, file systems, JDBC, Elasticsearch and change data capture, each released on its own schedule.</li>
<li><strong>Testing</strong>: how to unit test operators and run integration tests against a mini cluster.</li>
</ul>
<h2>Deployment and operations</h2>
<p>Rivulet runs as a standalone cluster, on Kubernetes with the native integration or the Kubernetes operator, and on YARN. The operations section covers state backends and how to size them, checkpoint tuning, monitoring with metrics and the web UI, upgrading applications with savepoints, and the configuration reference with every option and its default.</p>
<h2>Improve these pages</h2>
<p>The documentation lives in the main repository. Every page has a link to edit it on GitHub; if you find a mistake, a pull request is the fastest way to fix it. Questions about the docs are welcome on the user mailing list, listed on the <a href="/community">community page</a>.</p>`,
    },
    {
      path: '/docs/try-rivulet',
      title: 'Local Installation | Apache Rivulet',
      description: 'Download Apache Rivulet, start a local cluster and run your first streaming job in a few minutes.',
      h1: 'Local installation',
      modified: '2026-10-30',
      jsonLd: () => [ld('TechArticle', { headline: 'Local installation of Apache Rivulet', dateModified: '2026-10-30' })],
      body: `<p>Follow these steps to download the latest stable version of Apache Rivulet, start a cluster on your own machine and run an example job. You need a Unix-like environment (Linux, macOS, or WSL on Windows) and Java 17 or 21 installed. Check your Java version with <code>java -version</code>.</p>
<h2>Download</h2>
<p>Download the binary release of Rivulet 2.3.0 from the <a href="/downloads">downloads page</a> and unpack it:</p>
<pre><code>tar -xzf rivulet-2.3.0-bin.tgz
cd rivulet-2.3.0</code></pre>
<h2>Start a local cluster</h2>
<pre><code>./bin/start-cluster.sh</code></pre>
<p>This starts a JobManager, which coordinates jobs and checkpoints, and one TaskManager, which runs the work. Open the web UI at http://localhost:8081 to check that the cluster is running and that one TaskManager with four task slots has registered.</p>
<h2>Submit a job</h2>
<p>Releases come with example jobs. The word count example reads text, splits it into words and keeps a running count per word in keyed state:</p>
<pre><code>./bin/rivulet run examples/streaming/WordCount.jar</code></pre>
<p>The job appears in the web UI, where you can see its operators, their parallelism and how many records flow between them. The results are written to the TaskManager's log:</p>
<pre><code>tail log/rivulet-*-taskexecutor-*.out</code></pre>
<h2>Try the SQL client</h2>
<p>To run continuous queries without writing Java, start the SQL client with <code>./bin/sql-client.sh</code>. Create a table backed by the built-in data generator and run a windowed aggregation over it; the result table updates every second as new rows are generated.</p>
<h2>Where to find things</h2>
<p>The unpacked release has a simple layout. The <code>bin</code> directory holds the scripts that start and stop the cluster and submit jobs; <code>conf</code> holds the configuration file, where you can raise the number of task slots or the memory of the TaskManager; <code>lib</code> holds the engine's jars; <code>log</code> holds the log files of every process; and <code>examples</code> holds ready-to-run jobs, both streaming and batch.</p>
<h2>Stop the cluster</h2>
<pre><code>./bin/stop-cluster.sh</code></pre>
<h2>Next steps</h2>
<p>Now that you have a running cluster, continue with the fraud detection tutorial in the <a href="/docs">documentation</a>, or read about what others build with Rivulet on the <a href="/use-cases">use cases page</a>. If something does not work as described, ask on the user mailing list listed on the <a href="/community">community page</a>.</p>`,
    },
    {
      path: '/downloads',
      title: 'Downloads | Apache Rivulet',
      description: 'Download Apache Rivulet 2.3.0: binary and source releases, connectors, checksums and signatures, and older releases.',
      h1: 'Downloads',
      modified: '2026-10-30',
      body: `<p>Apache Rivulet is distributed as a binary release and as a source release. Both are free and licensed under the Apache License, Version 2.0. The latest stable release is <strong>Rivulet 2.3.0</strong>, released on 30 October 2026. Read the <a href="/blog/2026/10/30/release-2.3.0">release announcement</a> for what is new.</p>
<h2>Apache Rivulet 2.3.0</h2>
<table>
<tr><th>Artifact</th><th>Files</th></tr>
<tr><td>Binary release (Java 17 and 21)</td><td><a href="https://www.apache.org/dyn/closer.lua/rivulet/rivulet-2.3.0/rivulet-2.3.0-bin.tgz">rivulet-2.3.0-bin.tgz</a> (<a href="https://downloads.apache.org/rivulet/rivulet-2.3.0/rivulet-2.3.0-bin.tgz.asc">asc</a>, <a href="https://downloads.apache.org/rivulet/rivulet-2.3.0/rivulet-2.3.0-bin.tgz.sha512">sha512</a>)</td></tr>
<tr><td>Source release</td><td><a href="https://www.apache.org/dyn/closer.lua/rivulet/rivulet-2.3.0/rivulet-2.3.0-src.tgz">rivulet-2.3.0-src.tgz</a> (<a href="https://downloads.apache.org/rivulet/rivulet-2.3.0/rivulet-2.3.0-src.tgz.asc">asc</a>, <a href="https://downloads.apache.org/rivulet/rivulet-2.3.0/rivulet-2.3.0-src.tgz.sha512">sha512</a>)</td></tr>
<tr><td>Python API</td><td><code>pip install apache-rivulet==2.3.0</code></td></tr>
</table>
<h2>Connectors</h2>
<p>Connectors are released separately from the core engine, so a fix to the Kafka connector does not have to wait for the next Rivulet release. Each connector release lists the Rivulet versions it supports. Current releases: Kafka connector 4.1.0, Pulsar connector 4.0.2, JDBC connector 3.3.0, Elasticsearch connector 3.1.1 and the file system connectors, which ship with the core. Maven coordinates for each are in the documentation.</p>
<h2>Verifying releases</h2>
<p>Downloads come from mirrors, so please verify every file you download. Check its SHA-512 checksum against the .sha512 file, and check its signature against the KEYS file of the release managers:</p>
<pre><code>wget https://downloads.apache.org/rivulet/KEYS
gpg --import KEYS
gpg --verify rivulet-2.3.0-bin.tgz.asc rivulet-2.3.0-bin.tgz</code></pre>
<h2>Which file do I need?</h2>
<p>Most users want the binary release: unpack it and start a cluster as described in the <a href="/docs/try-rivulet">local installation guide</a>. The source release is the official artifact the project votes on; build it with Maven if your organisation requires building from source. If you only write Python jobs for an existing cluster, the Python package is enough. Docker images for every release are published under the Apache organisation on Docker Hub and are the usual starting point on Kubernetes.</p>
<h2>Maven dependencies</h2>
<p>Applications depend on the Rivulet libraries through Maven Central. Mark the core dependencies as provided, because the cluster supplies them at run time, and bundle only your connectors and your own code into the application jar.</p>
<h2>Older releases</h2>
<p>The community supports the two most recent minor versions with bug fix releases. Releases older than that are moved to the Apache archive, where every Rivulet release ever made remains available with its signatures. Security issues in supported versions are announced on the user and announce mailing lists, listed on the <a href="/community">community page</a>.</p>`,
    },
    {
      path: '/community',
      title: 'Community & Project Info | Apache Rivulet',
      description: 'How to get help with Apache Rivulet and take part: mailing lists, the issue tracker, Slack, Stack Overflow, and how to contribute.',
      h1: 'Community & project info',
      modified: '2026-09-02',
      body: `<p>There are many ways to get help from the Apache Rivulet community. The mailing lists are the primary place where all Rivulet committers are present, and they are archived in public, so answers stay findable. Please read this page before you ask; it explains which channel fits which question.</p>
<h2>Mailing lists</h2>
<table>
<tr><th>Name</th><th>What it is for</th></tr>
<tr><td><strong>user@rivulet.apache.org</strong></td><td>Questions about using Rivulet: setup, programming, operations. The best place for help.</td></tr>
<tr><td><strong>dev@rivulet.apache.org</strong></td><td>Development of Rivulet itself: design discussions, release votes and proposals for improvement.</td></tr>
<tr><td><strong>issues@rivulet.apache.org</strong></td><td>Read-only: every change to the issue tracker.</td></tr>
<tr><td><strong>commits@rivulet.apache.org</strong></td><td>Read-only: every commit to the repositories.</td></tr>
<tr><td><strong>announce@rivulet.apache.org</strong></td><td>Low traffic: releases and security announcements.</td></tr>
</table>
<p>Subscribe by sending an empty email to <em>listname</em>-subscribe@rivulet.apache.org and replying to the confirmation. You do not need to be subscribed to read the public archives.</p>
<h2>Issue tracker</h2>
<p>Bugs and improvements are tracked in the project's issue tracker. Before opening an issue, search for existing ones and ask on the user list if you are not sure it is a bug. A good report names the Rivulet version, the deployment mode, the steps to reproduce and the relevant logs. Please report security vulnerabilities privately to the Apache security team, not in the issue tracker.</p>
<h2>Slack and Stack Overflow</h2>
<p>The community Slack workspace is open to everyone for quick questions and discussion; anything that leads to a decision must be brought to the mailing list. Many questions have already been answered on Stack Overflow under the <code>apache-rivulet</code> tag.</p>
<h2>How to contribute</h2>
<p>Rivulet is developed by volunteers and welcomes contributions of all kinds: answering questions on the user list, reporting bugs, improving the documentation, reviewing pull requests, testing release candidates and writing code. Code contributions start with an issue in the tracker and a pull request on <a href="${RIVULET_GITHUB}">GitHub</a>. Larger changes are discussed first on the dev list as a Rivulet Improvement Proposal.</p>
<h2>Project governance</h2>
<p>Rivulet follows the Apache way: decisions are made in the open, by consensus, on the mailing lists. Contributors who have shown sustained commitment are invited to become committers, and committers may join the Project Management Committee, which votes on releases and new committers.</p>`,
    },
    {
      path: '/blog',
      title: 'Blog | Apache Rivulet',
      description: 'Release announcements and posts from the Apache Rivulet community.',
      h1: 'Apache Rivulet blog',
      modified: '2026-10-30',
      body: `<p>Release announcements, feature deep dives and news from the Apache Rivulet community. Posts are written by committers and contributors; proposals for guest posts are welcome on the dev mailing list.</p>
<article>
<h2><a href="/blog/2026/10/30/release-2.3.0">Apache Rivulet 2.3.0 Release Announcement</a></h2>
${byline('Mei Lin (Release Manager)', '2026-10-30', '30 October 2026')}
<p>The Apache Rivulet community is pleased to announce the release of Rivulet 2.3.0. This release brings disaggregated state storage for very large state, watermark alignment in Rivulet SQL, Java 21 as the recommended runtime and more than three hundred resolved issues from ninety contributors.</p>
</article>
<article>
<h2><a href="/blog/2026/08/19/release-2.2.2">Apache Rivulet 2.2.2 Release Announcement</a></h2>
${byline('Daniel Okoro (Release Manager)', '2026-08-19', '19 August 2026')}
<p>The community has released the second bug fix version of the Rivulet 2.2 series. It fixes a checkpointing stall under back pressure and a memory leak in the Python API, among thirty-four other issues. All users of 2.2 are advised to upgrade.</p>
</article>
<article>
<h2>Exactly-once sinks, explained</h2>
${byline('Karin Johansson', '2026-06-11', '11 June 2026')}
<p>What does exactly-once really mean when a job writes to Kafka or to a database? This post walks through two-phase commit sinks, idempotent writes and what happens to in-flight data when a job fails between checkpoints.</p>
</article>
<article>
<h2>Rivulet Forward 2026: call for presentations</h2>
${byline('Rivulet PMC', '2026-04-02', '2 April 2026')}
<p>The community conference returns in October. Submit a talk about how you run Rivulet in production, a feature you built, or lessons learned operating streaming applications.</p>
</article>
<h2>Release schedule</h2>
<p>Rivulet aims for a new minor release roughly every four months, with bug fix releases for the two most recent minor versions as needed. Every release is prepared by a volunteer release manager from the community and must pass a public vote on the dev mailing list before it is published. Release candidates are announced on that list, and testing them on your own workloads is one of the most useful contributions a user can make. Announcements of every release, including bug fix releases, are also sent to the announce mailing list, described on the <a href="/community">community page</a>, so you do not need to follow the blog to hear about them.</p>`,
    },
    {
      path: '/blog/2026/10/30/release-2.3.0',
      title: 'Apache Rivulet 2.3.0 Release Announcement | Apache Rivulet',
      description: 'Apache Rivulet 2.3.0 adds disaggregated state storage, watermark alignment in SQL and Java 21 as the recommended runtime.',
      h1: 'Apache Rivulet 2.3.0 Release Announcement',
      modified: '2026-10-30',
      ogType: 'article',
      jsonLd: (origin) => rivuletRelease(origin, 'Apache Rivulet 2.3.0 Release Announcement', '2026-10-30', 'Mei Lin'),
      body: `${byline('Mei Lin (Release Manager)', '2026-10-30', '30 October 2026')}
<p>The Apache Rivulet community is pleased to announce the release of Apache Rivulet 2.3.0. Ninety contributors resolved more than three hundred issues for this release. The binaries and source are available on the <a href="/downloads">downloads page</a>, and the updated <a href="/docs">documentation</a> describes every new feature in detail. We encourage you to try the release and share your feedback on the user mailing list or in the issue tracker.</p>
<h2>Disaggregated state storage</h2>
<p>Applications with very large state, hundreds of gigabytes per operator, used to need large local disks on every TaskManager, and rescaling meant copying that state around. Rivulet 2.3 can keep the primary copy of state in object storage and use local disk only as a cache. Checkpoints become nearly instantaneous because the state is already durable, and rescaling no longer waits for state to be downloaded. The feature is marked experimental in this release.</p>
<h2>Watermark alignment in Rivulet SQL</h2>
<p>When one source partition runs far ahead of the others, windows can hold large amounts of buffered state while waiting for the slowest partition. Watermark alignment, previously available only in the DataStream API, can now be configured for SQL sources with a table option, keeping fast partitions from racing ahead.</p>
<h2>Java 21 recommended</h2>
<p>Rivulet 2.3 is tested on Java 17 and Java 21, and Java 21 is now the recommended runtime. Support for Java 11 has been removed, as announced in the 2.1 release notes.</p>
<h2>Other notable changes</h2>
<ul><li>The web UI shows checkpoint sizes per operator over time.</li><li>The Python API supports keyed state with time-to-live.</li><li>The Kubernetes integration can mount secrets as configuration.</li><li>Several deprecated configuration options have been removed; see the upgrade notes.</li></ul>
<h2>Upgrade notes</h2>
<p>Applications can be upgraded from 2.2 by taking a savepoint with 2.2 and restoring from it with 2.3. Review the list of removed configuration options before upgrading.</p>
<h2>List of contributors</h2>
<p>The Apache Rivulet community would like to thank each and every one of the contributors who made this release possible. The full list of names is in the release notes in the repository.</p>`,
    },
    {
      path: '/blog/2026/08/19/release-2.2.2',
      title: 'Apache Rivulet 2.2.2 Release Announcement | Apache Rivulet',
      description: 'Apache Rivulet 2.2.2 fixes a checkpointing stall under back pressure, a memory leak in the Python API and 34 other issues.',
      h1: 'Apache Rivulet 2.2.2 Release Announcement',
      modified: '2026-08-19',
      ogType: 'article',
      jsonLd: (origin) => rivuletRelease(origin, 'Apache Rivulet 2.2.2 Release Announcement', '2026-08-19', 'Daniel Okoro'),
      body: `${byline('Daniel Okoro (Release Manager)', '2026-08-19', '19 August 2026')}
<p>The Apache Rivulet community has released the second bug fix version of the Rivulet 2.2 series. This release includes thirty-six fixes and minor improvements for Rivulet 2.2.1. Below you will find a list of the most important fixes. For the complete list of changes, see the release notes in the issue tracker.</p>
<p>We highly recommend that all users of the 2.2 series upgrade to Rivulet 2.2.2. It is a drop-in replacement: no configuration changes are needed, and savepoints taken with 2.2.0 or 2.2.1 can be restored with 2.2.2.</p>
<h2>Checkpointing stall under back pressure</h2>
<p>Under heavy back pressure, aligned checkpoints could stall until they timed out, because checkpoint barriers queued behind buffered records. Jobs with many network shuffles and slow sinks were affected most. The fix lets barriers overtake buffered records when unaligned checkpoints are enabled as a fallback, which is now the default after a configurable timeout.</p>
<h2>Memory leak in the Python API</h2>
<p>Python user-defined functions that emitted large numbers of records could leak memory in the process that runs Python code, eventually causing the TaskManager to be killed by the container runtime. The leak was in the buffering between the Java and Python processes and has been fixed.</p>
<h2>Other fixes</h2>
<ul><li>The SQL client no longer loses its session when a query fails to compile.</li><li>Event-time timers are restored correctly after rescaling a job with a different maximum parallelism.</li><li>The Kubernetes integration cleans up config maps when a job is cancelled.</li><li>The web UI shows the correct start time for restored jobs.</li></ul>
<h2>Downloads</h2>
<p>Binary and source releases are available on the <a href="/downloads">downloads page</a>, together with instructions on verifying signatures and checksums. The Python package is available with <code>pip install apache-rivulet==2.2.2</code>, and the Maven artifacts have been published to Maven Central.</p>
<h2>Thanks</h2>
<p>Thanks to everyone who reported the issues fixed in this release, and to the contributors who reviewed the fixes and tested the release candidate during the vote on the dev mailing list.</p>`,
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Larkspur Software Foundation Infrastructure: a foundation's infra team docs on a subdomain (think
// Apache Infra). Not a company: it serves the foundation's projects.

const INFRA_FOOTER = `<p>Larkspur Software Foundation Infrastructure. Unless noted otherwise, content on this site is licensed under the Apache License, Version 2.0.</p>
<p><a href="https://www.larkspur.org/">Larkspur Software Foundation</a> · <a href="https://www.larkspur.org/legal/privacy">Privacy policy</a> · <a href="https://www.larkspur.org/foundation/sponsors">Sponsors</a> · <a href="/contact">Contact Infra</a></p>`;

const infraDocs = build({
  siteName: 'Larkspur Software Foundation Infrastructure',
  lang: 'en',
  nav: [
    ['Services', '/'],
    ['CI builds', '/ci'],
    ['Mailing lists', '/mailing-lists'],
    ['Git hosting', '/git'],
    ['Request a VM', '/vm'],
    ['Status', '/status'],
    ['Contact', '/contact'],
  ],
  footer: INFRA_FOOTER,
  robots: 'User-agent: *\nDisallow: /internal/\n',
  pages: [
    {
      path: '/',
      title: 'Infrastructure team | Larkspur Software Foundation',
      description:
        'The Larkspur Software Foundation Infrastructure team runs the services the foundation\'s projects use: git hosting, CI builds, mailing lists, virtual machines and the project websites.',
      h1: 'Larkspur Software Foundation Infrastructure',
      modified: '2026-11-02',
      body: `<p class="lead">The Infrastructure team (Infra) runs the services that the more than one hundred and forty projects of the Larkspur Software Foundation rely on every day: version control, continuous integration, mailing lists, issue trackers, project websites, release distribution and the virtual machines some projects need for their own services.</p>
<p>Infra is a small team of paid staff supported by volunteers from the projects. We are not a help desk for users of the software the projects make: if you have a question about using a Larkspur project, ask that project on its user mailing list. This site is for committers, project management committees and release managers who need something from the foundation's infrastructure.</p>
<h2>Services we provide</h2>
<ul>
<li><a href="/git">Git hosting</a>: every project's repositories, mirrored to GitHub, with commit notifications to the project's lists.</li>
<li><a href="/ci">CI build services</a>: shared build agents and the policies for using them fairly.</li>
<li><a href="/mailing-lists">Mailing lists</a>: creating, moderating and archiving project lists.</li>
<li><a href="/vm">Virtual machines</a>: for project services that cannot run on shared infrastructure.</li>
<li>Project websites: static sites published from a branch of the project's repository.</li>
<li>Release distribution: the download servers and the mirror network that carry signed releases.</li>
</ul>
<h2>Before you ask</h2>
<p>Most requests are handled through the Infra issue tracker, so that the whole team can see them and nothing depends on one person's inbox. Requests must come from a member of the project's management committee (PMC) or be acknowledged by one, because resources are allocated to projects, not to individuals. Check the <a href="/status">status page</a> first if a service seems down: we may already be working on it.</p>
<h2>Policies</h2>
<p>Foundation infrastructure is paid for by donations and sponsors, and shared among all projects. We ask projects to use build resources with care, to keep release artifacts on the official distribution servers rather than third-party hosting, and to keep user data such as mailing list archives on foundation systems, where it is preserved. Our policies are written to keep services fair for small projects as well as large ones.</p>
<h2>Getting in touch</h2>
<p>See <a href="/contact">contact the Infra team</a> for the issue tracker, the infrastructure mailing list and the chat channel, and for how to reach us in an emergency.</p>`,
    },
    {
      path: '/ci',
      title: 'CI build services | Larkspur Infrastructure',
      description: 'Continuous integration for Larkspur projects: shared build agents, GitHub Actions policy, build quotas and how to request dedicated agents.',
      h1: 'CI build services',
      modified: '2026-10-20',
      body: `<p>Larkspur projects can run continuous integration in two ways: on the foundation's shared build agents, managed by Infra, or with GitHub Actions on the GitHub mirrors of their repositories. Both are free for projects. Both are also limited, because the capacity is shared among every project of the foundation, and a single project that builds every commit on twenty platforms can slow everyone else down.</p>
<h2>Shared build agents</h2>
<p>The shared build service runs a pool of Linux build agents, a smaller pool of Windows agents and a few macOS machines. Jobs are configured in the project's repository and picked up automatically. Agents are rebuilt every week from a standard image with the common language toolchains installed: several versions of Java, Python, Node.js, Go and Rust, plus Docker for projects that build in containers.</p>
<p>Agents have no access to release signing keys or to credentials of other projects. If a job needs a secret, such as a token for publishing snapshot builds, ask Infra to add it to the project's credential store; never commit secrets to a repository.</p>
<h2>GitHub Actions</h2>
<p>Projects may use GitHub Actions under the foundation's organisation. The foundation has a fixed budget of concurrent runners for all projects together, so we ask projects to follow a few rules: cancel superseded runs on pull requests, avoid scheduled jobs more often than daily, cache dependencies, and keep the full test matrix for merges to the main branch rather than every push. Third-party actions must be on the approved list, or pinned to a full commit hash after review.</p>
<h2>Quotas and fair use</h2>
<p>Infra publishes each project's monthly build minutes. A project that consistently uses far more than its share will be contacted, and we will work with it to trim its builds before any limits are applied. Long-running performance benchmarks are better run on a dedicated machine; see <a href="/vm">requesting a VM</a>.</p>
<h2>Dedicated agents</h2>
<p>A project that needs special hardware, such as GPUs or ARM machines, can ask for dedicated agents. Sponsors sometimes donate such machines for a specific project. Open a ticket in the Infra issue tracker describing the need and the expected use; the PMC chair must approve it.</p>
<h2>Problems with builds</h2>
<p>If builds are queued for a long time or agents fail in ways unrelated to your code, check the <a href="/status">status page</a> and then <a href="/contact">contact Infra</a>.</p>`,
    },
    {
      path: '/mailing-lists',
      title: 'Mailing lists | Larkspur Infrastructure',
      description: 'How Larkspur projects request, moderate and archive mailing lists, and how anyone subscribes, unsubscribes and reads the archives.',
      h1: 'Mailing lists',
      modified: '2026-09-15',
      body: `<p>Mailing lists are where Larkspur projects make decisions. The foundation requires that project decisions happen on public, archived lists, so that anyone can follow how a project is run and the record survives when people move on. Infra runs the list servers, the archives and the spam filtering for every project.</p>
<h2>Lists every project has</h2>
<p>Each project gets a standard set of lists when it joins the foundation: a <strong>dev</strong> list for development discussion and votes, a <strong>user</strong> list for questions from people using the software, a <strong>private</strong> list for the project management committee, and read-only <strong>commits</strong> and <strong>issues</strong> lists that receive automatic notifications. Projects may ask for more, for example a list in another language or a list for a subproject.</p>
<h2>Requesting a new list</h2>
<p>A PMC member can request a new list with the self-service form, giving the list's name, its purpose and at least two moderators. Lists are normally created within an hour. Private lists other than the PMC's need a short justification, because the foundation prefers discussion in public.</p>
<h2>Subscribing and unsubscribing</h2>
<p>Anyone can subscribe to a public list by sending an empty message to <em>list</em>-subscribe@<em>project</em>.larkspur.org and replying to the confirmation message. To unsubscribe, send an empty message to <em>list</em>-unsubscribe@<em>project</em>.larkspur.org from the address you subscribed with. If you no longer have access to that address, ask the list's moderators for help; Infra cannot remove subscriptions on behalf of third parties without a moderator's request.</p>
<h2>Moderation</h2>
<p>Messages from people who are not subscribed are held for moderation. Moderators are volunteers from the project, not Infra staff. They approve legitimate messages, reject spam, and can allow a sender permanently. A project should have at least three active moderators so that messages are not held for days.</p>
<h2>Archives</h2>
<p>All public lists are archived and searchable on the foundation's list archive, going back to the first message. Archives are permanent: messages are not removed except for legal reasons, such as personal data posted by mistake. To request a removal, write to the privacy contact listed on the <a href="/contact">contact page</a>.</p>`,
    },
    {
      path: '/git',
      title: 'Git hosting | Larkspur Infrastructure',
      description: 'Version control for Larkspur projects: git repositories, GitHub mirrors, committer access, branch protection and commit notifications.',
      h1: 'Git hosting and version control',
      modified: '2026-10-05',
      body: `<p>Every Larkspur project keeps its source code in git repositories hosted by the foundation. Infra creates the repositories, manages who can write to them, mirrors them to the foundation's GitHub organisation and sends commit notifications to the project's commits list. Our old Subversion service is read-only and kept for history.</p>
<h2>Creating a repository</h2>
<p>PMC members can create new repositories for their project with the self-service tool. Repository names start with the project's name, such as <code>heron-site</code> or <code>heron-python-client</code>, so that it is always clear which project owns which code. A new repository is ready in a few minutes, with its GitHub mirror, its notification settings and an empty default branch.</p>
<h2>Write access</h2>
<p>Write access follows the project's committer list: when a PMC elects a new committer and the account is created, the new committer can push to all of the project's repositories. Committers link their foundation account with their GitHub account once, and can then merge pull requests on GitHub as well as push directly. Two-factor authentication is required on the GitHub account.</p>
<h2>Configuring repositories</h2>
<p>Most settings are made in a configuration file called <code>.larkspur.yaml</code> at the root of the default branch: the repository's description and topics, whether GitHub issues and discussions are enabled, which branches are protected, how many approvals a pull request needs, and where notifications go. Infra applies changes to the file automatically. Settings that the file cannot change, such as renaming or deleting a repository, need a ticket.</p>
<h2>Branch protection and history</h2>
<p>Release branches and the default branch are protected against force pushes and deletion. Rewriting published history is not allowed, because the foundation must be able to show where every line of released code came from. If sensitive data was pushed by mistake, contact Infra immediately rather than trying to remove it yourself.</p>
<h2>Mirrors and GitHub</h2>
<p>The GitHub mirrors are full read-write copies. Pull requests opened on GitHub from contributors who are not committers are welcome; they are reviewed and merged by committers. Notifications of pull requests and comments can be sent to the project's dev or issues list, so that discussion on GitHub is also archived on foundation <a href="/mailing-lists">mailing lists</a>.</p>`,
    },
    {
      path: '/vm',
      title: 'Requesting a VM | Larkspur Infrastructure',
      description: 'How a Larkspur project requests a virtual machine for a project service, what it must agree to, and how VMs are maintained and retired.',
      h1: 'Requesting a virtual machine',
      modified: '2026-08-28',
      body: `<p>Some projects need to run a service that does not fit the shared infrastructure: a demo instance of the project's web application, a long-running benchmark, a package repository for a specific ecosystem, or a bot that helps with code review. For these, Infra can provide a virtual machine on the foundation's cloud accounts. This page explains how to ask for one and what the project agrees to when it gets one.</p>
<h2>Before you ask</h2>
<p>Check whether a shared service already does what you need. Websites are published from the project's repository, builds run on the <a href="/ci">CI build services</a>, and releases go to the distribution servers. A VM is the right answer only when none of those fits, because every VM is a machine that someone must keep patched for years.</p>
<h2>How to request one</h2>
<p>Open a ticket in the Infra issue tracker with the label <em>vm-request</em>, and include:</p>
<ul><li>what the machine is for and why shared services do not fit;</li><li>the size you need (CPU, memory and disk) and for how long;</li><li>the names of at least two committers who will administer it;</li><li>whether the service will handle any personal data.</li></ul>
<p>The request must be approved on the project's private list or by the PMC chair, who should comment on the ticket. Infra reviews requests weekly. Standard sizes are usually available within a week; machines with GPUs or large disks depend on sponsor donations and may take longer.</p>
<h2>What the project agrees to</h2>
<p>The named administrators get login access and are responsible for the software they install. Infra keeps the operating system patched and backs up the disks, but does not maintain the project's application. Machines must run a supported operating system image, must not be used for personal projects or for anything unrelated to the foundation, and must not store release signing keys.</p>
<h2>Reviews and retirement</h2>
<p>Every year Infra asks each project whether it still needs its VMs. A machine with no administrator or no answer after two reminders is shut down and, after thirty days, deleted. Projects can ask for a snapshot before a machine is deleted.</p>
<p>Questions about VMs are welcome on the infrastructure list; see <a href="/contact">contact the Infra team</a>.</p>`,
    },
    {
      path: '/status',
      title: 'Service status | Larkspur Infrastructure',
      description: 'Current status of Larkspur Software Foundation services, planned maintenance and recent incidents.',
      h1: 'Service status',
      modified: '2026-11-02',
      body: `<p>This page shows the current state of the services Infra runs, planned maintenance and recent incidents. It is updated by the on-call engineer; automated checks run every minute and are shown next to each service. If a service is down and it is not listed here, please tell us (see <a href="/contact">contact</a>).</p>
<h2>Current status</h2>
<table>
<tr><th>Service</th><th>Status</th></tr>
<tr><td>Git hosting and GitHub mirroring</td><td>Operational</td></tr>
<tr><td>CI build services (shared agents)</td><td>Degraded: Windows agents have longer queues than usual</td></tr>
<tr><td>GitHub Actions runners</td><td>Operational</td></tr>
<tr><td>Mailing lists and archives</td><td>Operational</td></tr>
<tr><td>Issue trackers</td><td>Operational</td></tr>
<tr><td>Project websites</td><td>Operational</td></tr>
<tr><td>Release distribution and mirrors</td><td>Operational</td></tr>
<tr><td>Accounts and single sign-on</td><td>Operational</td></tr>
</table>
<h2>Planned maintenance</h2>
<p><strong>Saturday 14 November 2026, 08:00 to 10:00 UTC.</strong> The issue trackers will be read-only while they are upgraded to a new major version. Comments and new issues will be accepted again when the upgrade is complete. Existing links will keep working.</p>
<p><strong>Tuesday 1 December 2026.</strong> The last shared build agents running the old operating system image will be retired. Jobs pinned to the old image label will fail; projects that still use it have been contacted on their dev lists.</p>
<h2>Recent incidents</h2>
<p><strong>2 November 2026: Windows build agents backlog.</strong> Two of the six Windows agents failed after a host update. Builds still run, but waiting times are longer than usual. Replacement machines are being provisioned.</p>
<p><strong>21 October 2026: mail delays.</strong> Outgoing mail from the list servers was delayed by up to three hours after a large provider temporarily rate-limited our servers. All held messages were delivered; none were lost.</p>
<p><strong>9 October 2026: GitHub mirroring paused.</strong> Mirroring to GitHub stopped for forty minutes during a credentials rotation. Pushes made during that time were mirrored when the service resumed.</p>
<h2>Subscribe to updates</h2>
<p>Incidents and maintenance are announced on the infrastructure announcements list, which every committer receives, and on the foundation's status feed. Project PMCs receive direct notice of maintenance that affects only their project.</p>`,
    },
    {
      path: '/contact',
      title: 'Contact the Infra team | Larkspur Infrastructure',
      description: 'How to reach the Larkspur Software Foundation Infrastructure team: the issue tracker, the infrastructure mailing list, chat, and emergencies.',
      h1: 'Contact the Infrastructure team',
      modified: '2026-09-01',
      body: `<p>Infra serves the projects of the Larkspur Software Foundation and their committers. If you use software made by a Larkspur project and have a question about it, please ask that project on its user mailing list; Infra cannot help with using, installing or configuring project software. If you are a committer or a PMC member and need something from the foundation's infrastructure, this page tells you where to go.</p>
<h2>Issue tracker: requests and problems</h2>
<p>The Infra issue tracker is the main way to ask for anything: a new repository setting the self-service tools cannot change, a build credential, a <a href="/vm">virtual machine</a>, help with a broken website deployment, or a problem with a service. Tickets are visible to the whole team and handled in order of urgency. Please give each request its own ticket, name the project, and include links and error messages. Requests that change project resources need a PMC member's approval on the ticket.</p>
<h2>Mailing list: questions and discussion</h2>
<p>The infrastructure list is open to all committers. Use it for questions that are not yet a request ("what is the best way to run nightly benchmarks?"), for discussion of Infra policies and for announcements. It is archived in public like every foundation list; see <a href="/mailing-lists">mailing lists</a> for how to subscribe.</p>
<h2>Chat</h2>
<p>The <code>#infra</code> channel in the foundation's chat workspace is good for quick questions and for finding out whether something is a known problem. Anything that needs work from the team should still become a ticket, because chat history is not a record.</p>
<h2>Emergencies</h2>
<p>For an outage of a core service, check the <a href="/status">status page</a> first. If the problem is not listed, open a ticket with the priority <em>blocker</em>; the on-call engineer is paged for blocker tickets at any hour. For security incidents, such as a compromised committer account or leaked credentials, write to the foundation's security team as well, and do not discuss details on public lists.</p>
<h2>Privacy and legal requests</h2>
<p>Requests to remove personal data from archives, and any legal correspondence, go to the foundation's privacy contact, not to the Infra tracker. Infra will act on them once the foundation's officers have reviewed the request.</p>
<h2>Response times</h2>
<p>The team works across several time zones. Most tickets receive a first response within one working day; blockers are answered within an hour.</p>`,
    },
  ],
});

export const PROJECT_SITES = {
  'oss-orchestrator': pipewright,
  'oss-stream': rivulet,
  'infra-docs': infraDocs,
} satisfies Record<string, SiteBuilder>;

export type ProjectSiteName = keyof typeof PROJECT_SITES;
