/**
 * The dishes a recipe site's pages give recipes for, read from their Recipe markup (JSON-LD or
 * microdata): what its cooks ask an assistant about ("How do I make shakshuka?"), in the words
 * a cook types, not the recipe card's title ("Easy Shakshuka", "The Perfect Whole Wheat Mantou
 * Recipe", "Keto Omelet (Indian Style)"). Pure.
 */
import { attr, collapseWhitespace, decodeResidualEntities, descendants, elementsWithAttr, entityTypes, hasAttr, jsonLdEntities, textOf, type Element, type HtmlDocument } from '@citable/html';
import { phraseTags } from './phrases.js';

/** The names the page's Recipe entities and Recipe microdata give, as written. */
export function recipeNames(doc: HtmlDocument): string[] {
  const names = jsonLdEntities(doc)
    .filter((e) => entityTypes(e).includes('Recipe'))
    .flatMap((e) => (typeof e['name'] === 'string' ? [e['name']] : []));
  for (const scope of elementsWithAttr(doc, 'itemtype').filter((el) => /schema\.org\/Recipe\/?$/i.test(attr(el, 'itemtype') ?? ''))) {
    const name = ownProperty(scope, 'name');
    if (name) names.push(name);
  }
  return names.map((n) => collapseWhitespace(decodeResidualEntities(n))).filter(Boolean);
}

/** An itemprop of this item, not of an item nested in it (the recipe's author, its rating). */
function ownProperty(scope: Element, prop: string): string | null {
  for (const el of descendants(scope)) {
    if (!(attr(el, 'itemprop') ?? '').split(/\s+/).includes(prop)) continue;
    let parent = el.parentNode as Element | null;
    let nested = false;
    while (parent && parent !== scope) {
      if ('attrs' in parent && hasAttr(parent, 'itemscope')) nested = true;
      parent = parent.parentNode as Element | null;
    }
    if (!nested) return attr(el, 'content') ?? textOf(el);
  }
  return null;
}

/** Words a recipe card praises its dish with: a cook asks for shakshuka, not for "easy shakshuka". */
const PRAISE = /^(?:the\s+)?(?:(?:very|really|super|absolutely)\s+)?(?:best|easy|easiest|simple|quick|perfect|ultimate|amazing|delicious|favorite|favourite|famous|awesome|incredible|gooey|obsession-worthy|bloomin'?|brilliant|mouthwatering|irresistible|foolproof|fail-proof|no-fail|addicting|addictive|epic|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)[- ]minutes?)\s+/i;
/** What a card says of itself rather than of its dish: "Recipe", "Recipes", "by Tasty". */
const CARD_WORDS = /(?:^|\s+)(?:recipes?|recipe by .+|by .+)$/i;

/**
 * A recipe card's title as the dish a cook asks for: without its praise, its number ("7 Healthy
 * Steel Cut Oats Recipes"), its "How to make", its "Recipe", its aside in brackets and what it
 * is served with ("Tofu Salad with ... Dressing"); in lower case but for a people's or a place's
 * word ("Greek chicken kabobs", "yaki onigiri"). Null when nothing is left
 * or what is left is too long to be a dish's name.
 */
export function dishOf(name: string): string | null {
  // A subtitle goes ("Shakshuka: eggs in purgatory"); a comma stays, for it lists what the dish is of ("Avocado, Black Bean,
  // and Charred Tomato Bowl" is a bowl, not an avocado).
  let s = collapseWhitespace(name.replace(/\s*[([][^)\]]*[)\]]/g, ' ').replace(/\s*[:|–—].*$/, '').replace(/,/g, ''));
  s = s.replace(/^(?:how to\s+)?(?:make|cook|bake)\s+/i, '').replace(/^\d+(?:-\S+)?\s+/, '');
  for (let before = ''; before !== s; ) {
    before = s;
    // "Quick & Easy Eggplant Naan Pizzas": praise comes in pairs.
    s = s.replace(PRAISE, '').replace(CARD_WORDS, '').replace(/^(?:and|&|a|an)\s+/i, '');
  }
  s = s.replace(/\s+with\s+.*$/i, '').replace(/\s*&\s*/g, ' and ').trim();
  const words = s.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 6 || !/\p{L}/u.test(s)) return null;
  return words.map((w) => (keepsCapital(w) ? w : w.toLowerCase())).join(' ');
}

/** A people's or a place's word keeps its capital ("Greek chicken kabobs"), as an initialism does ("BBQ"); a dish's own name is written small ("yaki onigiri"). */
function keepsCapital(word: string): boolean {
  if (/^\p{Lu}{2,4}$/u.test(word)) return true;
  if (!/^\p{Lu}/u.test(word)) return false;
  const tags = phraseTags(word)[0]?.tags;
  return Boolean(tags && ['Demonym', 'Place', 'Country', 'City', 'Region'].some((t) => tags.has(t)));
}

/** The site's dishes, most often named first, once each. */
export function dishesOf(names: readonly string[], limit = 10): string[] {
  const counts = new Map<string, { dish: string; n: number }>();
  for (const name of names) {
    const dish = dishOf(name);
    if (!dish) continue;
    const key = dish.toLowerCase();
    const entry = counts.get(key) ?? { dish, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).slice(0, limit).map((e) => e.dish);
}
