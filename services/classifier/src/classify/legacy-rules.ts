/**
 * The legacy classifier's keywords: the baseline v2 is compared with, and the other side of the
 * health metrics' agreement. A plain keyword vote (the classic baseline): each site type and each
 * vertical has its words; the one whose words the home page uses most wins. It knows no schema.org
 * markup, no page structure, no taxonomy and nothing of v2. Fixed on purpose: a change here moves
 * the agreement metrics, so it is a deliberate act, not a tuning step. Listed in order: on a tie
 * the earlier wins.
 */
import type { SiteType, Vertical } from '@citable/contracts';

export const LEGACY_SITE_TYPE_KEYWORDS: ReadonlyArray<[SiteType, readonly string[]]> = [
  ['ecommerce', ['add to cart', 'add to bag', 'shopping cart', 'basket', 'checkout', 'free shipping', 'free delivery', 'shop now', 'buy now', 'in stock', 'out of stock', 'wishlist', 'new arrivals', 'shop all', 'returns', 'size guide']],
  ['documentation', ['documentation', 'docs', 'api reference', 'getting started', 'quickstart', 'installation', 'install', 'tutorial', 'tutorials', 'sdk', 'reference', 'table of contents', 'chapter', 'configuration', 'release notes']],
  ['community', ['forum', 'forums', 'community', 'discussion', 'discussions', 'thread', 'threads', 'replies', 'members', 'new topic', 'wiki', 'wikipedia', 'talk', 'contributors', 'edit this page', 'user contributions']],
  ['nonprofit', ['donate', 'donation', 'nonprofit', 'non-profit', 'charity', 'volunteer', 'our mission', 'get involved', 'foundation', 'association', 'advocacy', 'campaign']],
  ['government', ['government', 'official website', 'ministry', 'council', 'department of', 'federal', 'county', 'public services', 'residents', 'citizens', 'parliament', 'mayor']],
  ['education', ['university', 'college', 'admissions', 'school', 'students', 'faculty', 'campus', 'courses', 'course', 'lecture', 'syllabus', 'alumni', 'undergraduate']],
  ['web_app', ['sign in', 'log in', 'login', 'dashboard', 'password', 'forgot password', 'my account', 'workspace', 'open app']],
  ['saas', ['pricing', 'free trial', 'sign up', 'saas', 'software', 'platform', 'features', 'integrations', 'download', 'start free', 'plans', 'api', 'get started']],
  [
    'publisher',
    [
      'news', 'breaking', 'headlines', 'politics', 'reporter', 'editor', 'opinion', 'newsletter', 'sports', 'entertainment', 'staff writer', 'correspondent', 'advertisement', 'most read', 'latest news', 'magazine',
      // The same words on the larger non-English news sites.
      'nachrichten', 'politik', 'noticias', 'deportes', 'actualites', 'politique', 'zpravy', 'sport', '新闻', '体育', '财经', 'ニュース',
    ],
  ],
  ['blog', ['blog', 'blogger', 'my blog', 'posts', 'archive', 'archives', 'posted', 'posted by', 'posted on', 'comments', 'leave a comment', 'leave a reply', 'reply', 'about me', 'written by', 'min read', 'tags', 'categories', 'rss', 'i m']],
  ['local_business', ['restaurant', 'menu', 'dentist', 'salon', 'clinic', 'plumber', 'opening hours', 'directions', 'appointment', 'book now', 'reservations', 'hotel', 'rooms', 'call us', 'visit us', 'our location']],
  ['portfolio', ['portfolio', 'resume', 'my work', 'projects', 'hire me', 'designer', 'photographer', 'selected work']],
];
export const LEGACY_DEFAULT_SITE_TYPE: SiteType = 'corporate';

export const LEGACY_VERTICAL_KEYWORDS: ReadonlyArray<[Vertical, readonly string[]]> = [
  ['retail', ['shop', 'store', 'fashion', 'clothing', 'shoes', 'jewelry', 'furniture', 'cart', 'apparel', 'dresses', 'retail']],
  ['software', ['software', 'saas', 'app', 'api', 'developer', 'developers', 'code', 'cloud', 'platform', 'open source', 'programming', 'javascript', 'python', 'linux', 'browser', 'database', 'github']],
  ['technology', ['it services', 'hosting', 'cybersecurity', 'technology', 'tech', 'computer', 'computers', 'gadgets', 'smartphone', 'iphone', 'android']],
  ['telecom', ['broadband', 'mobile plans', 'telecom', '5g', 'fibre', 'fiber', 'phone plans']],
  ['media', ['news', 'magazine', 'journalism', 'newspaper', 'headlines', 'reporter', 'editor', 'breaking', 'politics', 'opinion', 'encyclopedia']],
  ['entertainment', ['music', 'film', 'movies', 'games', 'gaming', 'theatre', 'museum', 'tickets', 'concert', 'tv', 'celebrity']],
  ['finance', ['bank', 'banking', 'loan', 'loans', 'mortgage', 'invest', 'investing', 'trading', 'crypto', 'payments', 'finance', 'stocks']],
  ['insurance', ['insurance', 'insurer', 'coverage', 'policy', 'claims', 'premium']],
  ['real_estate', ['real estate', 'homes for sale', 'property', 'properties', 'realtor', 'rent', 'apartments']],
  ['healthcare', ['health', 'medical', 'doctor', 'dentist', 'dental', 'clinic', 'hospital', 'patients', 'symptoms', 'treatment', 'disease']],
  ['education', ['university', 'college', 'school', 'courses', 'learn', 'students', 'admissions', 'campus', 'teaching']],
  ['travel', ['hotel', 'travel', 'flights', 'holidays', 'vacation', 'tours', 'rooms', 'resort', 'booking']],
  ['food', ['restaurant', 'menu', 'recipes', 'food', 'cafe', 'coffee', 'dining', 'pizza', 'kitchen']],
  ['legal', ['law firm', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'legal', 'litigation']],
  ['marketing', ['marketing', 'advertising', 'seo', 'agency', 'brand', 'campaigns']],
  ['professional_services', ['consulting', 'consultancy', 'accounting', 'recruitment', 'staffing', 'consultants']],
  ['home_services', ['plumbing', 'roofing', 'construction', 'builder', 'hvac', 'electrician', 'cleaning', 'renovation']],
  ['manufacturing', ['manufacturing', 'manufacturer', 'industrial', 'factory', 'machinery']],
  ['automotive', ['car', 'cars', 'auto', 'automotive', 'dealership', 'vehicles', 'vehicle']],
  ['logistics', ['logistics', 'shipping', 'freight', 'delivery', 'courier', 'warehouse']],
  ['energy', ['energy', 'solar', 'electricity', 'utility', 'utilities', 'oil', 'gas']],
  ['agriculture', ['farm', 'farming', 'agriculture', 'crops', 'livestock']],
  ['nonprofit', ['charity', 'nonprofit', 'foundation', 'donate', 'volunteer', 'association']],
  ['government', ['government', 'council', 'ministry', 'public services', 'federal', 'county']],
  ['personal_services', ['salon', 'spa', 'beauty', 'barber', 'fitness', 'gym', 'wellness']],
];
export const LEGACY_DEFAULT_VERTICAL: Vertical = 'general';

/** Site types whose business is their vertical, whatever their pages are about: a newspaper's story on cars is still media. */
export const LEGACY_TYPE_VERTICALS: Readonly<Partial<Record<SiteType, Vertical>>> = {
  publisher: 'media',
  government: 'government',
  education: 'education',
  nonprofit: 'nonprofit',
};

/**
 * Where a keyword stands on the home page, and what one use of it there counts: the head (title,
 * meta description, main heading) most, then the menus, then other headings, then the
 * start of the body.
 */
export const LEGACY_REGION_WEIGHTS = { head: 3, nav: 2, headings: 1, body: 0.5 } as const;
/** Uses of one keyword counted per region: a word repeated down a long page is still one word. */
export const LEGACY_MAX_USES = 3;
/** Characters of body text read. */
export const LEGACY_BODY_CHARS = 5_000;
