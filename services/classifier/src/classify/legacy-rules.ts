/**
 * The legacy classifier's keyword rules: the baseline v2 is compared with. Fixed on purpose: a
 * change here moves the agreement metrics, so it is a deliberate act, not a tuning step. Rules
 * are tried in order; the first whose pattern matches the home page's words wins.
 */
import type { SiteType, Vertical } from '@citable/contracts';

export const LEGACY_SITE_TYPE_RULES: ReadonlyArray<[RegExp, SiteType]> = [
  [/\b(add to cart|shopping cart|checkout|free shipping|shop now|buy now)\b/, 'ecommerce'],
  [/\b(documentation|api reference|getting started|quickstart)\b/, 'documentation'],
  [/\b(forum|forums|community|discussions|threads)\b/, 'community'],
  [/\b(donate|donation|nonprofit|non-profit|charity|volunteer)\b/, 'nonprofit'],
  [/\b(government|official website|ministry|council|department of)\b/, 'government'],
  [/\b(university|college|admissions|school|students)\b/, 'education'],
  [/\b(sign in|log in|login|dashboard)\b/, 'web_app'],
  [/\b(pricing|free trial|sign up|saas|software|platform)\b/, 'saas'],
  [/\b(news|breaking|headlines|politics|world)\b/, 'publisher'],
  [/\b(blog|posts|archive)\b/, 'blog'],
  [/\b(restaurant|menu|dentist|salon|clinic|plumber|opening hours|directions|appointment)\b/, 'local_business'],
  [/\b(portfolio|resume|my work|projects)\b/, 'portfolio'],
];
export const LEGACY_DEFAULT_SITE_TYPE: SiteType = 'corporate';

export const LEGACY_INDUSTRY_RULES: ReadonlyArray<[RegExp, Vertical]> = [
  [/\b(shop|store|fashion|clothing|shoes|jewelry|furniture|cart)\b/, 'retail'],
  [/\b(software|saas|app|api|developer|developers|code|cloud|platform)\b/, 'software'],
  [/\b(it services|hosting|cybersecurity|technology|tech)\b/, 'technology'],
  [/\b(broadband|mobile plans|telecom|5g)\b/, 'telecom'],
  [/\b(news|magazine|journalism|newspaper|headlines)\b/, 'media'],
  [/\b(music|film|movies|games|gaming|theatre|museum|tickets)\b/, 'entertainment'],
  [/\b(bank|banking|loan|loans|mortgage|invest|investing|trading|crypto|payments)\b/, 'finance'],
  [/\b(insurance|insurer|coverage)\b/, 'insurance'],
  [/\b(real estate|homes for sale|property|properties|realtor)\b/, 'real_estate'],
  [/\b(health|medical|doctor|dentist|clinic|hospital|patients)\b/, 'healthcare'],
  [/\b(university|college|school|courses|learn|students)\b/, 'education'],
  [/\b(hotel|travel|flights|holidays|vacation|tours)\b/, 'travel'],
  [/\b(restaurant|menu|recipes|food|cafe|coffee)\b/, 'food'],
  [/\b(law firm|lawyer|attorney|legal)\b/, 'legal'],
  [/\b(marketing|advertising|seo|agency)\b/, 'marketing'],
  [/\b(consulting|consultancy|accounting|recruitment|staffing)\b/, 'professional_services'],
  [/\b(plumbing|roofing|construction|builder|hvac|electrician|cleaning)\b/, 'home_services'],
  [/\b(manufacturing|manufacturer|industrial|factory)\b/, 'manufacturing'],
  [/\b(car|cars|auto|automotive|dealership|vehicles)\b/, 'automotive'],
  [/\b(logistics|shipping|freight|delivery|courier)\b/, 'logistics'],
  [/\b(energy|solar|electricity|utility|utilities|oil|gas)\b/, 'energy'],
  [/\b(farm|farming|agriculture|crops)\b/, 'agriculture'],
  [/\b(charity|nonprofit|foundation|donate)\b/, 'nonprofit'],
  [/\b(government|council|ministry|public services)\b/, 'government'],
  [/\b(salon|spa|beauty|barber|fitness|gym)\b/, 'personal_services'],
];
export const LEGACY_DEFAULT_VERTICAL: Vertical = 'general';
