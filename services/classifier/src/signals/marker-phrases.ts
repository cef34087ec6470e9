/**
 * Words that mark a kind of site when they label its menus (NAV_MARKERS: "Sport" in a menu is a
 * newspaper's section, in a headline it is just a word), when they label its menus or title any
 * block of its pages (HEADING_MARKERS: a "Most read" box, a "Recent posts" list), or when they
 * label its menus or headline its pages (TEXT_MARKERS: calls to action such as "Donate", which
 * say what a site is wherever they stand). Words that are a story's topic as often as a site's
 * kind ("government", "charity", "college") are menu words only: a news story about a council
 * headlines "council". Data: one list per marker; matched on whole words, case-insensitively,
 * after accents are folded.
 */
export const NAV_MARKERS = {
  shopNav: ['shop', 'store', 'sale', 'new arrivals', 'collections', 'shop all', 'bestsellers', 'gift cards', 'wishlist', 'women', 'men', 'kids', 'accessories'],
  saasNav: ['pricing', 'features', 'integrations', 'product', 'solutions', 'customers', 'changelog', 'api', 'enterprise', 'security', 'platform', 'use cases', 'templates', 'download', 'plans', 'developers', 'for developers', 'add-ons', 'extensions'],
  corporateNav: ['about', 'about us', 'services', 'our services', 'solutions', 'clients', 'case studies', 'careers', 'our team', 'team', 'industries', 'partners', 'investors', 'contact', 'contact us', 'what we do', 'who we are', 'insights', 'company', 'leadership', 'locations', 'news', 'press', 'our people', 'practice areas', 'expertise', 'sectors'],
  localNav: ['locations', 'location', 'hours', 'opening hours', 'directions', 'find us', 'visit us', 'book now', 'book online', 'appointments', 'book an appointment', 'menu', 'reservations', 'order online', 'our menu', 'find a store', 'store locator', 'call us', 'emergency'],
  newsSections: ['world', 'politics', 'business', 'sport', 'sports', 'opinion', 'culture', 'science', 'health', 'tech', 'technology', 'entertainment', 'lifestyle', 'travel', 'local', 'video', 'economy', 'national', 'international', 'us', 'uk', 'europe', 'weather', 'obituaries', 'arts', 'style', 'food', 'markets', 'climate', 'education', 'latest', 'live', 'podcasts', 'newsletters',
    // The same sections in the languages of the larger news markets.
    'politik', 'wirtschaft', 'kultur', 'meinung', 'panorama', 'politique', 'economie', 'monde', 'societe', 'politica', 'economia', 'deportes', 'internacional', 'opinion', 'cultura', 'noticias', 'actualites', 'zpravy', 'domaci', 'zahranici', 'ekonomika',
    '新闻', '体育', '娱乐', '财经', '科技', '汽车', '国际', '军事', 'ニュース', '国内', '国際', '経済', 'スポーツ', 'エンタメ',
    // What else a newspaper or magazine files its stories under, and its print edition.
    'blogs', 'columnists', 'columns', 'commentary', 'editorials', 'letters to the editor', 'obits', 'comics', 'crime', 'celebrity', 'celebrities', 'nation', 'u.s.', 'top stories', 'breaking news', 'investigations', 'in depth', 'sci-tech', 'scitech', 'horoscopes', 'crosswords', 'puzzles', 'e-edition', "today's paper"],
  // Not "subscribe", "rss", "newsletter" or "comments": newspapers have them as much as blogs.
  blogNav: ['blog', 'posts', 'archive', 'archives', 'categories', 'tags', 'recent posts', 'about me'],
  docsNav: ['documentation', 'docs', 'api reference', 'reference', 'getting started', 'quickstart', 'quick start', 'guides', 'guide', 'tutorials', 'tutorial', 'installation', 'install', 'configuration', 'examples', 'sdk', 'cli', 'changelog', 'release notes', 'faq', 'table of contents', 'contents', 'introduction', 'overview',
    // A project's menu points to its code.
    'github', 'source code'],
  portfolioNav: ['portfolio', 'work', 'my work', 'projects', 'resume', 'cv', 'about me', 'hire me', 'selected work', 'gallery', 'photography', 'commissions', 'talks', 'writing', 'speaking'],
  communityNav: ['forum', 'forums', 'community', 'discussions', 'discussion', 'threads', 'topics', 'members', 'questions', 'ask a question', 'new topic', 'latest posts', 'groups', 'leaderboard', 'users', 'tags', 'unanswered', 'replies'],
  // Menu words of an organisation's own site, topics when they headline a story.
  nonprofitNav: ['volunteer', 'campaigns', 'advocacy', 'charity', 'foundation', 'donations', 'ngo', 'nonprofit', 'non-profit', 'our work', 'members'],
  governmentNav: ['government', 'council', 'ministry', 'department of', 'departments', 'residents', 'citizens', 'parliament', 'legislation', 'mayor', 'city hall', 'agency', 'federal', 'county', 'municipality', 'elected officials', 'public notices', 'permits'],
  educationNav: ['courses', 'students', 'school', 'university', 'college', 'lessons', 'learn', 'programs', 'programmes', 'research', 'library'],
} as const;

export const HEADING_MARKERS = {
  // The boxes a news or magazine page is framed with.
  newsHeadings: ['most popular', 'most read', 'most viewed', 'most shared', 'most emailed', 'most commented', 'most discussed', 'top stories', 'top news', 'latest news', 'breaking news', 'related stories', 'related articles', 'related news', 'related coverage', 'more news', 'more stories', 'latest headlines', 'editors picks', "editor's picks", 'from our partners', 'around the web', 'in the news', 'trending now', 'news feed'],
  // A blog's.
  blogHeadings: ['recent posts', 'popular posts', 'related posts', 'blog archive', 'blogroll', 'older posts', 'newer posts', 'leave a reply', 'leave a comment', 'posted by', 'about me'],
} as const;

export const TEXT_MARKERS = {
  quoteCta: ['request a quote', 'get a quote', 'get in touch', 'free consultation', 'book a call', 'schedule a call', 'talk to sales', 'contact sales', 'request a proposal', 'request a consultation'],
  nonprofitTerms: ['donate', 'donate now', 'make a donation', 'our mission', 'get involved', 'support us', 'our impact', 'fundraise', 'take action', 'become a member', 'registered charity', 'charity number', 'nonprofit organization', 'non-profit organisation', 'non-governmental organisation'],
  governmentTerms: ['official website', 'official government', 'public services', 'council services', 'gov.uk', 'government services', 'online services', 'report a problem', 'pay a bill', 'council tax'],
  educationTerms: ['admissions', 'faculty', 'campus', 'enrol', 'enroll', 'apply now', 'alumni', 'undergraduate', 'postgraduate', 'academics', 'tuition', 'curriculum', 'prospective students', 'open day', 'financial aid', 'term dates'],
  appTerms: ['dashboard', 'workspace', 'open app', 'sign in to', 'log in to', 'launch app', 'go to app', 'web app', 'my account'],
  parkedTerms: ['domain may be for sale', 'buy this domain', 'domain is for sale', 'this domain is parked', 'parked free', 'domain parking', 'related searches', 'inquire about this domain'],
} as const;

export type Marker = keyof typeof NAV_MARKERS | keyof typeof HEADING_MARKERS | keyof typeof TEXT_MARKERS;
