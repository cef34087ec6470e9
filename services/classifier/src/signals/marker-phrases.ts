/**
 * Words that mark a kind of site when they label its menus (NAV_MARKERS: "Sport" in a menu is a
 * newspaper's section, in a headline it is just a word) or when they label its menus or headline
 * its pages (TEXT_MARKERS). Data: one list per marker; matched on whole words, case-insensitively,
 * after accents are folded.
 */
export const NAV_MARKERS = {
  shopNav: ['shop', 'store', 'sale', 'new arrivals', 'collections', 'shop all', 'bestsellers', 'gift cards', 'wishlist', 'women', 'men', 'kids', 'accessories'],
  saasNav: ['pricing', 'features', 'integrations', 'product', 'solutions', 'customers', 'changelog', 'api', 'enterprise', 'security', 'platform', 'use cases', 'templates', 'download', 'plans'],
  corporateNav: ['about', 'about us', 'services', 'our services', 'solutions', 'clients', 'case studies', 'careers', 'our team', 'team', 'industries', 'partners', 'investors', 'contact', 'contact us', 'what we do', 'who we are', 'insights', 'company', 'leadership', 'locations', 'news', 'press', 'our people', 'practice areas', 'expertise', 'sectors'],
  localNav: ['locations', 'location', 'hours', 'opening hours', 'directions', 'find us', 'visit us', 'book now', 'book online', 'appointments', 'book an appointment', 'menu', 'reservations', 'order online', 'our menu', 'find a store', 'store locator', 'call us', 'emergency'],
  newsSections: ['world', 'politics', 'business', 'sport', 'sports', 'opinion', 'culture', 'science', 'health', 'tech', 'technology', 'entertainment', 'lifestyle', 'travel', 'local', 'video', 'economy', 'national', 'international', 'us', 'uk', 'europe', 'weather', 'obituaries', 'arts', 'style', 'food', 'markets', 'climate', 'education', 'latest', 'live', 'podcasts', 'newsletters',
    // The same sections in the languages of the larger news markets.
    'politik', 'wirtschaft', 'kultur', 'meinung', 'panorama', 'politique', 'economie', 'monde', 'societe', 'politica', 'economia', 'deportes', 'internacional', 'opinion', 'cultura', 'noticias', 'actualites', 'zpravy', 'domaci', 'zahranici', 'ekonomika',
    '新闻', '体育', '娱乐', '财经', '科技', '汽车', '国际', '军事', 'ニュース', '国内', '国際', '経済', 'スポーツ', 'エンタメ'],
  blogNav: ['blog', 'posts', 'archive', 'archives', 'categories', 'tags', 'recent posts', 'subscribe', 'rss', 'about me', 'newsletter', 'comments'],
  docsNav: ['documentation', 'docs', 'api reference', 'reference', 'getting started', 'quickstart', 'quick start', 'guides', 'guide', 'tutorials', 'tutorial', 'installation', 'install', 'configuration', 'examples', 'sdk', 'cli', 'changelog', 'release notes', 'faq', 'table of contents', 'contents', 'introduction', 'overview'],
  portfolioNav: ['portfolio', 'work', 'my work', 'projects', 'resume', 'cv', 'about me', 'hire me', 'selected work', 'gallery', 'photography', 'commissions', 'talks', 'writing', 'speaking'],
  communityNav: ['forum', 'forums', 'community', 'discussions', 'discussion', 'threads', 'topics', 'members', 'questions', 'ask a question', 'new topic', 'latest posts', 'groups', 'leaderboard', 'users', 'tags', 'unanswered', 'replies'],
} as const;

export const TEXT_MARKERS = {
  quoteCta: ['request a quote', 'get a quote', 'get in touch', 'free consultation', 'book a call', 'schedule a call', 'talk to sales', 'contact sales', 'request a proposal', 'request a consultation'],
  nonprofitTerms: ['donate', 'donation', 'volunteer', 'our mission', 'get involved', 'charity', 'nonprofit', 'non-profit', 'support us', 'our impact', 'fundraise', 'take action', 'become a member', 'foundation', 'ngo', 'campaigns', 'advocacy'],
  governmentTerms: ['official website', 'government', 'council', 'ministry', 'department of', 'public services', 'residents', 'citizens', 'parliament', 'legislation', 'mayor', 'city hall', 'agency', 'federal', 'county', 'municipality', 'gov.uk', 'official government'],
  educationTerms: ['admissions', 'courses', 'students', 'faculty', 'campus', 'enrol', 'enroll', 'apply now', 'alumni', 'undergraduate', 'postgraduate', 'programmes', 'programs', 'academics', 'tuition', 'school', 'university', 'college', 'curriculum', 'lessons', 'learn'],
  appTerms: ['dashboard', 'workspace', 'open app', 'sign in to', 'log in to', 'launch app', 'go to app', 'web app', 'my account'],
  parkedTerms: ['domain may be for sale', 'buy this domain', 'domain is for sale', 'this domain is parked', 'parked free', 'domain parking', 'related searches', 'inquire about this domain'],
} as const;

export type Marker = keyof typeof NAV_MARKERS | keyof typeof TEXT_MARKERS;
