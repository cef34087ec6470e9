/**
 * Small sites of many kinds (a shop, a restaurant, a docs site, a newspaper, a SaaS product, a
 * charity, a council, a university, a forum, a portfolio, a blog, a dentist, a law firm, a hotel,
 * an insurer), each a home page and the pages its menu links to, marked up the way such sites
 * are. The classifier's tests and its labelled evaluation set read them.
 */
import { html, page, paragraphs } from '../html.js';
import type { Routes, SiteBuilder, SiteContext } from '../server.js';

interface KindPage {
  path: string;
  title: string;
  description?: string;
  h1: string;
  body: string;
  jsonLd?: unknown[];
  ogType?: string;
}

interface KindSite {
  lang: string;
  /** [label, path] of the menu, on every page. */
  nav: Array<[string, string]>;
  pages: KindPage[];
  head?: string;
  footer?: string;
}

const ld = (type: string, props: Record<string, unknown> = {}) => ({ '@context': 'https://schema.org', '@type': type, ...props });

function build(site: KindSite): SiteBuilder {
  return ({ origin }: SiteContext): Routes => {
    const nav = `<header><nav>${site.nav.map(([label, path]) => `<a href="${path}">${label}</a>`).join(' ')}</nav></header>`;
    const routes: Routes = {};
    for (const p of site.pages) {
      routes[p.path] = html(
        page({
          title: p.title,
          ...(p.description ? { description: p.description } : {}),
          lang: site.lang,
          viewport: true,
          canonical: `${origin}${p.path}`,
          og: { title: p.title, type: p.ogType ?? 'website', url: `${origin}${p.path}` },
          jsonLd: p.jsonLd ?? [],
          head: site.head ?? '',
          body: `${nav}\n<main><h1>${p.h1}</h1>\n${p.body}</main>\n<footer>${site.footer ?? ''}</footer>`,
        }),
      );
    }
    return routes;
  };
}

const product = (name: string, price: string) =>
  `<div class="product"><h3>${name}</h3><p class="price">$${price}</p><button type="button">Add to cart</button></div>`;

export const KIND_SITES = {
  'shop-apparel': build({
    lang: 'en-US',
    nav: [['Women', '/women'], ['Men', '/men'], ['New arrivals', '/new'], ['Sale', '/sale'], ['Cart', '/cart']],
    pages: [
      {
        path: '/',
        title: 'Northwind Outfitters | Clothing, Shoes and Jackets for Every Season',
        description: 'Shop jackets, jeans, dresses and boots at Northwind Outfitters. Free shipping over $75 and free returns.',
        h1: 'New season clothing',
        body: `<p>Free shipping on orders over $75.</p>${product('Harbor rain jacket', '129.00')}${product('Selvedge jeans', '98.00')}${product('Wool crew sweater', '74.50')}`,
        jsonLd: [ld('OnlineStore', { name: 'Northwind Outfitters' })],
      },
      {
        path: '/women',
        title: "Women's Clothing | Northwind Outfitters",
        h1: "Women's clothing",
        body: `${product('Linen midi dress', '88.00')}${product('Trail boots', '149.00')}`,
        jsonLd: [ld('Product', { name: 'Linen midi dress', offers: ld('Offer', { price: '88.00', priceCurrency: 'USD' }) })],
        ogType: 'product',
      },
      { path: '/men', title: "Men's Clothing | Northwind Outfitters", h1: "Men's clothing", body: `${product('Field jacket', '159.00')}${product('Oxford shirt', '59.00')}` },
      { path: '/new', title: 'New Arrivals | Northwind Outfitters', h1: 'New arrivals', body: product('Quilted vest', '79.00') },
    ],
  }),
  restaurant: build({
    lang: 'en-US',
    nav: [['Menu', '/menu'], ['Reservations', '/reservations'], ['Hours & location', '/visit'], ['Private dining', '/events']],
    pages: [
      {
        path: '/',
        title: 'Trattoria Lucia | Italian Restaurant in Portland',
        description: 'Handmade pasta, wood-fired pizza and Italian wine in Portland. Book a table for lunch or dinner.',
        h1: 'Handmade pasta in the heart of Portland',
        body: `<p>Open for lunch and dinner, Tuesday to Sunday. Call <a href="tel:+15035550142">+1 503 555 0142</a>.</p><p>1420 NW Lovejoy St, Portland, OR 97209</p>`,
        jsonLd: [ld('Restaurant', { name: 'Trattoria Lucia', servesCuisine: 'Italian', telephone: '+1-503-555-0142', openingHours: 'Tu-Su 11:30-22:00', address: ld('PostalAddress', { streetAddress: '1420 NW Lovejoy St', addressLocality: 'Portland', addressRegion: 'OR', postalCode: '97209', addressCountry: 'US' }) })],
      },
      { path: '/menu', title: 'Menu | Trattoria Lucia', h1: 'Our menu', body: '<h2>Antipasti</h2><p>Burrata, $14</p><h2>Pasta</h2><p>Tagliatelle al ragù, $24</p><h2>Pizza</h2><p>Margherita, $18</p>', jsonLd: [ld('Menu', { name: 'Dinner menu' })] },
      { path: '/reservations', title: 'Book a Table | Trattoria Lucia', h1: 'Reservations', body: '<p>Book a table online or call us. Groups of eight or more, please call.</p><form><input type="date" name="date"><button>Find a table</button></form>' },
      { path: '/visit', title: 'Hours and Location | Trattoria Lucia', h1: 'Hours & location', body: '<p>Tuesday to Sunday, 11:30 to 22:00.</p><iframe src="https://www.google.com/maps/embed?pb=trattoria"></iframe>' },
    ],
  }),
  'docs-site': build({
    lang: 'en',
    nav: [['Getting started', '/docs/getting-started'], ['Guides', '/docs/guides'], ['API reference', '/docs/api'], ['Changelog', '/changelog'], ['GitHub', 'https://github.com/quiver/quiver']],
    pages: [
      {
        path: '/',
        title: 'Quiver Documentation',
        description: 'Documentation for Quiver, the open source job queue for Node.js: installation, guides and the API reference.',
        h1: 'Quiver documentation',
        body: '<p>Quiver is an open source job queue for Node.js backed by Postgres.</p><pre><code>npm install quiver</code></pre><h2>Quickstart</h2><pre><code>const queue = createQueue({ url });</code></pre>',
      },
      { path: '/docs/getting-started', title: 'Getting started | Quiver', h1: 'Getting started', body: '<h2>Installation</h2><pre><code>npm install quiver</code></pre><h2>Configuration</h2><pre><code>export QUIVER_URL=postgres://...</code></pre>', jsonLd: [ld('TechArticle', { headline: 'Getting started' })] },
      { path: '/docs/guides', title: 'Guides | Quiver', h1: 'Guides', body: '<h2>Retries</h2><pre><code>queue.add(job, { attempts: 3 })</code></pre><h2>Scheduling</h2><p>Cron-like schedules.</p>' },
      { path: '/docs/api', title: 'API reference | Quiver', h1: 'API reference', body: '<h2>createQueue(options)</h2><pre><code>createQueue({ url, concurrency })</code></pre><h2>queue.add(job)</h2><pre><code>await queue.add({ name })</code></pre>' },
    ],
  }),
  newspaper: build({
    lang: 'en-GB',
    nav: [['World', '/world'], ['Politics', '/politics'], ['Business', '/business'], ['Sport', '/sport'], ['Opinion', '/opinion'], ['Culture', '/culture']],
    pages: [
      {
        path: '/',
        title: 'The Harbour Gazette | Latest news, sport and opinion',
        description: 'Breaking news, politics, business and sport from The Harbour Gazette newsroom.',
        h1: 'Latest news',
        body: '<article><h2><a href="/politics/budget-vote">Council budget passes after late-night vote</a></h2><p class="byline">By Ellen Marsh</p><time datetime="2026-11-20T09:00:00Z">20 November 2026</time></article><article><h2><a href="/sport/derby">Harbour United win the derby</a></h2><p class="byline">By Sam Okafor</p></article>',
        jsonLd: [ld('NewsMediaOrganization', { name: 'The Harbour Gazette' })],
      },
      {
        path: '/politics',
        title: 'Politics | The Harbour Gazette',
        h1: 'Politics',
        body: '<article><h2>Budget vote</h2><p class="byline">By Ellen Marsh</p><time datetime="2026-11-20T09:00:00Z">20 November</time></article>',
        jsonLd: [ld('NewsArticle', { headline: 'Council budget passes', datePublished: '2026-11-20T09:00:00Z', author: ld('Person', { name: 'Ellen Marsh' }) })],
        ogType: 'article',
      },
      { path: '/business', title: 'Business | The Harbour Gazette', h1: 'Business', body: '<article><h2>Port traffic hits record</h2><p class="byline">By Priya Shah</p></article>' },
      { path: '/sport', title: 'Sport | The Harbour Gazette', h1: 'Sport', body: '<article><h2>Harbour United win the derby</h2><p class="byline">By Sam Okafor</p></article>' },
    ],
  }),
  saas: build({
    lang: 'en',
    nav: [['Product', '/product'], ['Features', '/features'], ['Integrations', '/integrations'], ['Pricing', '/pricing'], ['Log in', '/login'], ['Start free trial', '/signup']],
    pages: [
      {
        path: '/',
        title: 'Ledgerline | Invoicing Software for Small Businesses',
        description: 'Ledgerline is invoicing and billing software for small businesses: send invoices, get paid online and sync with your accounting app.',
        h1: 'Invoicing software that gets you paid faster',
        body: `<p>Create invoices in seconds, accept card payments and automate reminders.</p><p><a href="/signup">Start free trial</a> <a href="/demo">Book a demo</a></p>${paragraphs('Ledgerline', 2)}`,
        jsonLd: [ld('SoftwareApplication', { name: 'Ledgerline', applicationCategory: 'BusinessApplication', offers: ld('Offer', { price: '12', priceCurrency: 'USD' }) })],
      },
      { path: '/features', title: 'Features | Ledgerline', h1: 'Features', body: '<h2>Recurring invoices</h2><h2>Online payments</h2><h2>Automatic reminders</h2><h2>Reports</h2>' },
      { path: '/integrations', title: 'Integrations | Ledgerline', h1: 'Integrations', body: '<p>Connect Ledgerline to Stripe, QuickBooks, Xero and Slack. Use the REST API to build your own.</p>' },
      { path: '/pricing', title: 'Pricing | Ledgerline', h1: 'Pricing', body: '<h2>Starter</h2><p>$12 per month</p><h2>Team</h2><p>$29 per user per month</p>' },
    ],
  }),
  charity: build({
    lang: 'en-GB',
    nav: [['Our mission', '/mission'], ['Get involved', '/get-involved'], ['Volunteer', '/volunteer'], ['News', '/news'], ['Donate', '/donate']],
    pages: [
      {
        path: '/',
        title: 'Clean Rivers Alliance | Protecting rivers for people and wildlife',
        description: 'Clean Rivers Alliance is a charity campaigning to end sewage pollution and restore river habitats. Donate or volunteer today.',
        h1: 'Rivers need you',
        body: `<p>We campaign to end sewage pollution and restore river habitats across the country.</p><p><a href="/donate">Donate</a> <a href="/volunteer">Volunteer with us</a></p>${paragraphs('Clean Rivers Alliance', 2)}<p>Registered charity number 1180001.</p>`,
        jsonLd: [ld('NGO', { name: 'Clean Rivers Alliance' })],
      },
      { path: '/mission', title: 'Our Mission | Clean Rivers Alliance', h1: 'Our mission', body: '<p>Clean, living rivers for everyone. Our impact so far: 120 km of river restored.</p>' },
      { path: '/get-involved', title: 'Get Involved | Clean Rivers Alliance', h1: 'Get involved', body: '<p>Take action: sign our petition, join a river clean-up or fundraise.</p>' },
      { path: '/volunteer', title: 'Volunteer | Clean Rivers Alliance', h1: 'Volunteer', body: '<p>Join a volunteer group near you and help monitor water quality.</p>' },
    ],
  }),
  council: build({
    lang: 'en-GB',
    nav: [['Council tax', '/council-tax'], ['Bins and recycling', '/bins'], ['Planning', '/planning'], ['Parking', '/parking'], ['Your council', '/council']],
    pages: [
      {
        path: '/',
        title: 'Brookfield County Council | Official website',
        description: 'The official website of Brookfield County Council: council tax, bins and recycling, planning applications and local services for residents.',
        h1: 'Brookfield County Council',
        body: '<p>Find information and services for residents and businesses.</p><h2>Popular services</h2><ul><li><a href="/council-tax">Pay your council tax</a></li><li><a href="/bins">Bin collection days</a></li><li><a href="/planning">Planning applications</a></li></ul>',
        jsonLd: [ld('GovernmentOrganization', { name: 'Brookfield County Council' })],
      },
      { path: '/council-tax', title: 'Council tax | Brookfield County Council', h1: 'Council tax', body: '<p>Pay your council tax online, set up a direct debit or apply for a discount.</p>' },
      { path: '/bins', title: 'Bins and recycling | Brookfield County Council', h1: 'Bins and recycling', body: '<p>Check your bin collection day and report a missed collection.</p>' },
      { path: '/planning', title: 'Planning | Brookfield County Council', h1: 'Planning applications', body: '<p>Search and comment on planning applications, and apply for planning permission.</p>' },
    ],
  }),
  university: build({
    lang: 'en-US',
    nav: [['Admissions', '/admissions'], ['Academics', '/academics'], ['Research', '/research'], ['Campus life', '/campus'], ['Alumni', '/alumni']],
    pages: [
      {
        path: '/',
        title: 'Westlake University | A research university in Colorado',
        description: 'Westlake University offers undergraduate and graduate degrees across 60 programs. Apply for admission, visit campus or explore research.',
        h1: 'Discover Westlake University',
        body: `<p>More than 12,000 students study at Westlake across 60 undergraduate and graduate programs.</p><p><a href="/admissions">Apply now</a></p>${paragraphs('Westlake', 2)}`,
        jsonLd: [ld('CollegeOrUniversity', { name: 'Westlake University' })],
      },
      { path: '/admissions', title: 'Admissions | Westlake University', h1: 'Admissions', body: '<p>Undergraduate and graduate admissions, tuition and financial aid.</p>' },
      { path: '/academics', title: 'Academics | Westlake University', h1: 'Academics', body: '<p>Schools, departments, courses and faculty.</p>' },
      { path: '/research', title: 'Research | Westlake University', h1: 'Research', body: '<p>Our research institutes and laboratories.</p>' },
    ],
  }),
  forum: build({
    lang: 'en',
    nav: [['Latest', '/latest'], ['Categories', '/categories'], ['Top topics', '/top'], ['Members', '/members'], ['New topic', '/new-topic']],
    pages: [
      {
        path: '/',
        title: 'Bikeshed Forum | The cycling community',
        description: 'Bikeshed is a community forum for cyclists: ask questions, share rides and discuss bikes, repairs and routes with other members.',
        h1: 'Welcome to the Bikeshed community',
        body: '<table><tr><td><a href="/t/tubeless-setup">Tubeless setup keeps burping air</a></td><td>24 replies</td></tr><tr><td><a href="/t/winter-commute">Winter commute gear thread</a></td><td>112 replies</td></tr></table>',
        jsonLd: [ld('DiscussionForumPosting', { headline: 'Tubeless setup keeps burping air' })],
      },
      { path: '/latest', title: 'Latest topics | Bikeshed Forum', h1: 'Latest topics', body: '<p>Threads with new replies.</p>' },
      { path: '/categories', title: 'Categories | Bikeshed Forum', h1: 'Categories', body: '<p>Road, gravel, mountain, commuting, repairs.</p>' },
      { path: '/members', title: 'Members | Bikeshed Forum', h1: 'Members', body: '<p>3,400 members.</p>' },
    ],
    head: '<meta name="generator" content="Discourse 3.2">',
  }),
  portfolio: build({
    lang: 'en',
    nav: [['Work', '/work'], ['About me', '/about'], ['Resume', '/resume'], ['Contact', '/contact']],
    pages: [
      {
        path: '/',
        title: 'Maya Chen | Product designer',
        description: 'Maya Chen is a product designer in Berlin designing interfaces for health and finance apps. Selected work and case studies.',
        h1: 'Hi, I am Maya: I design calm interfaces',
        body: '<p>Product designer working on UX design and design systems.</p><h2>Selected work</h2><ul><li><a href="/work/pulse">Pulse health app</a></li><li><a href="/work/ledger">Ledger banking redesign</a></li></ul>',
        jsonLd: [ld('Person', { name: 'Maya Chen', jobTitle: 'Product designer' })],
      },
      { path: '/work', title: 'Work | Maya Chen', h1: 'Selected work', body: '<p>Case studies in product design and illustration.</p>' },
      { path: '/about', title: 'About | Maya Chen', h1: 'About me', body: '<p>I have been a designer for ten years.</p>' },
    ],
  }),
  'tech-blog': build({
    lang: 'en',
    nav: [['Posts', '/posts'], ['Archive', '/archive'], ['Tags', '/tags'], ['About me', '/about'], ['RSS', '/feed.xml']],
    pages: [
      {
        path: '/',
        title: 'Notes on Rust and Systems Programming | a blog by Tom Bauer',
        description: 'A blog about Rust, compilers, performance and systems programming.',
        h1: 'Recent posts',
        body: '<article><h2><a href="/posts/arena-allocators">Arena allocators in Rust</a></h2><time datetime="2026-10-02">2 October 2026</time></article><article><h2><a href="/posts/simd">Using SIMD without unsafe code</a></h2><time datetime="2026-09-12">12 September 2026</time></article>',
        jsonLd: [ld('Blog', { name: 'Notes on Rust' })],
      },
      {
        path: '/posts',
        title: 'Posts | Notes on Rust',
        h1: 'All posts',
        body: '<article><h2>Arena allocators in Rust</h2><pre><code>let arena = Arena::new();</code></pre></article>',
        jsonLd: [ld('BlogPosting', { headline: 'Arena allocators in Rust', datePublished: '2026-10-02', author: ld('Person', { name: 'Tom Bauer' }) })],
        ogType: 'article',
      },
      { path: '/archive', title: 'Archive | Notes on Rust', h1: 'Archive', body: '<p>2026: 14 posts. 2025: 22 posts.</p>' },
    ],
  }),
  dentist: build({
    lang: 'en-GB',
    nav: [['Treatments', '/treatments'], ['Our team', '/team'], ['Prices', '/prices'], ['Book an appointment', '/book'], ['Find us', '/find-us']],
    pages: [
      {
        path: '/',
        title: 'Riverside Dental Practice | Dentist in Leeds',
        description: 'Friendly NHS and private dentist in Leeds: check-ups, hygienist, teeth whitening and implants. New patients welcome.',
        h1: 'Your local dentist in Leeds',
        body: '<p>New patients welcome. Call <a href="tel:+441132460000">+44 113 246 0000</a>.</p><p>12 Riverside Way, Leeds LS1 4DY</p>',
        jsonLd: [ld('Dentist', { name: 'Riverside Dental Practice', telephone: '+44 113 246 0000', address: ld('PostalAddress', { addressLocality: 'Leeds', postalCode: 'LS1 4DY', addressCountry: 'GB' }) })],
      },
      { path: '/treatments', title: 'Treatments | Riverside Dental', h1: 'Treatments', body: '<h2>Check-ups</h2><h2>Hygienist</h2><h2>Teeth whitening</h2><h2>Dental implants</h2>' },
      { path: '/prices', title: 'Prices | Riverside Dental', h1: 'Prices', body: '<p>Check-up £55. Hygienist £70.</p>' },
      { path: '/find-us', title: 'Find us | Riverside Dental', h1: 'Find us', body: '<p>Opening hours: Monday to Friday, 8:30 to 17:30.</p><iframe src="https://www.google.com/maps/embed?pb=riverside"></iframe>' },
    ],
  }),
  'law-firm': build({
    lang: 'en-US',
    nav: [['Practice areas', '/practice-areas'], ['Our people', '/people'], ['Insights', '/insights'], ['Careers', '/careers'], ['Contact us', '/contact']],
    pages: [
      {
        path: '/',
        title: 'Hart & Cole LLP | Business Law Firm in Chicago',
        description: 'Hart & Cole LLP is a business law firm in Chicago advising companies on litigation, employment law, mergers and intellectual property.',
        h1: 'Business lawyers who know your industry',
        body: `<p>Our attorneys advise clients on litigation, employment, M&amp;A and intellectual property.</p><p><a href="/contact">Request a consultation</a></p>${paragraphs('Hart & Cole', 2)}`,
        jsonLd: [ld('LegalService', { name: 'Hart & Cole LLP' })],
      },
      { path: '/practice-areas', title: 'Practice Areas | Hart & Cole LLP', h1: 'Practice areas', body: '<h2>Litigation</h2><h2>Employment law</h2><h2>Mergers and acquisitions</h2><h2>Intellectual property</h2>' },
      { path: '/people', title: 'Our People | Hart & Cole LLP', h1: 'Our attorneys', body: '<p>Partners, counsel and associates.</p>' },
      { path: '/careers', title: 'Careers | Hart & Cole LLP', h1: 'Careers', body: '<p>Join our legal team.</p>' },
    ],
  }),
  hotel: build({
    lang: 'en',
    nav: [['Rooms & suites', '/rooms'], ['Spa', '/spa'], ['Dining', '/dining'], ['Offers', '/offers'], ['Book now', '/book']],
    pages: [
      {
        path: '/',
        title: 'Harbour View Hotel | Boutique Hotel by the Sea in Cornwall',
        description: 'A boutique hotel in St Ives with sea-view rooms, a spa and a seafood restaurant. Book your stay direct for the best rate.',
        h1: 'A boutique hotel by the sea',
        body: '<p>Thirty rooms and suites with sea views, a spa and a seafood restaurant.</p><p><a href="/book">Check availability</a></p><p>The Wharf, St Ives TR26 1LP. Tel <a href="tel:+441736790000">+44 1736 790000</a></p>',
        jsonLd: [ld('Hotel', { name: 'Harbour View Hotel', address: ld('PostalAddress', { addressLocality: 'St Ives', addressCountry: 'GB' }) })],
      },
      { path: '/rooms', title: 'Rooms and Suites | Harbour View Hotel', h1: 'Rooms & suites', body: '<h2>Sea view double</h2><p>From £180 per night</p><h2>Harbour suite</h2><p>From £320 per night</p>' },
      { path: '/spa', title: 'Spa | Harbour View Hotel', h1: 'The spa', body: '<p>Massage, facials and a sea-view pool.</p>' },
      { path: '/dining', title: 'Dining | Harbour View Hotel', h1: 'Dining', body: '<p>Seafood restaurant and bar.</p>' },
    ],
  }),
  insurer: build({
    lang: 'en-US',
    nav: [['Car insurance', '/car'], ['Home insurance', '/home'], ['Life insurance', '/life'], ['Claims', '/claims'], ['Get a quote', '/quote']],
    pages: [
      {
        path: '/',
        title: 'Shieldwell Insurance | Car, Home and Life Insurance',
        description: 'Shieldwell offers car insurance, home insurance and life insurance with fast claims. Get a quote in minutes.',
        h1: 'Insurance that has your back',
        body: `<p>Get a quote for car, home or life insurance in minutes and file claims online.</p>${paragraphs('Shieldwell', 2)}`,
        jsonLd: [ld('InsuranceAgency', { name: 'Shieldwell Insurance' })],
      },
      { path: '/car', title: 'Car Insurance | Shieldwell', h1: 'Car insurance', body: '<p>Coverage for liability, collision and comprehensive. Compare policy options.</p>' },
      { path: '/home', title: 'Home Insurance | Shieldwell', h1: 'Home insurance', body: '<p>Protect your home and belongings.</p>' },
      { path: '/claims', title: 'Claims | Shieldwell', h1: 'File a claim', body: '<p>Start a claim online, 24/7.</p>' },
    ],
  }),
} satisfies Record<string, SiteBuilder>;

export type KindSiteName = keyof typeof KIND_SITES;
