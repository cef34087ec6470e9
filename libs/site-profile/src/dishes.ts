/**
 * The dishes a recipe site's pages give recipes for, read from their Recipe markup (JSON-LD,
 * microdata or the older hRecipe microformat) or, with none, from a card's "Ingredients" and
 * their measures: what its cooks ask an assistant about ("How do I
 * make shakshuka?"), in the words a cook types, not the recipe card's title ("Easy Shakshuka",
 * "The Perfect Whole Wheat Mantou Recipe", "Keto Omelet (Indian Style)"). Pure.
 */
import { attr, attrTokens, collapseWhitespace, decodeResidualEntities, descendants, elementsWithAttr, entityTypes, hasAttr, jsonLdEntities, jsonLdStrings, textOf, titleText, visibleText, type Element, type HtmlDocument } from '@citable/html';
import { phraseTags } from './phrases.js';

/** A recipe the page marks up: its name as written and its ingredients' lines. */
export interface RecipeCard {
  name: string;
  ingredients: string[];
}

/** The recipes the page's Recipe entities, Recipe microdata and hRecipe microformats give; else a card with no markup. */
export function recipeCards(doc: HtmlDocument): RecipeCard[] {
  const cards: RecipeCard[] = jsonLdEntities(doc)
    .filter((e) => entityTypes(e).includes('Recipe'))
    .flatMap((e) => (typeof e['name'] === 'string' ? [{ name: e['name'], ingredients: jsonLdStrings(e['recipeIngredient'] ?? e['ingredients']) }] : []));
  for (const scope of elementsWithAttr(doc, 'itemtype').filter((el) => /schema\.org\/Recipe\/?$/i.test(attr(el, 'itemtype') ?? ''))) {
    const name = ownProperties(scope, 'name')[0];
    if (name) cards.push({ name, ingredients: [...ownProperties(scope, 'recipeIngredient'), ...ownProperties(scope, 'ingredients')] });
  }
  // hRecipe (microformats 1 and 2): blogs' recipe plugins wrote it before schema.org had Recipe, and many pages still carry only it.
  if (cards.length === 0) {
    for (const scope of elementsWithAttr(doc, 'class').filter((el) => hasClass(el, 'hrecipe', 'h-recipe'))) {
      const name = descendants(scope).filter((el) => hasClass(el, 'fn', 'p-name')).map((el) => collapseWhitespace(textOf(el))).find(Boolean);
      if (name) cards.push({ name, ingredients: descendants(scope).filter((el) => hasClass(el, 'ingredient', 'p-ingredient')).map(textOf) });
    }
  }
  if (cards.length === 0) {
    const unmarked = unmarkedRecipe(doc);
    if (unmarked) cards.push(unmarked);
  }
  return cards
    .map((c) => ({ name: collapseWhitespace(decodeResidualEntities(c.name)), ingredients: c.ingredients.map((i) => collapseWhitespace(i)).filter(Boolean) }))
    .filter((c) => c.name);
}

/** A line of a recipe's ingredients: a quantity and its measure ("1 1/2 teaspoons", "3/4 cups", "2 Tbsp.", "4 eggs", a meal kit's "1 pot of"). */
const MEASURED = /(?<![\p{L}\p{N}])(?:\d+(?:\s+\d\/\d|[./]\d+)?|[½¼¾⅓⅔⅛]|one|two|three|four|six)\s*(?:-\s*\d+\s*)?(?:\([^)]{1,20}\)\s*)?(?:cups?|c\.|tablespoons?|tbsps?\.?|teaspoons?|tsps?\.?|oz\.?|ounces?|lbs?\.?|pounds?|grams?|g|kg|ml|litres?|liters?|cloves?|pinch(?:es)?|handfuls?|sprigs?|heads?|bunch(?:es)?|slices?|cans?|sticks?|quarts?|pints?|eggs?|large|medium|small|packs?|packets?|pots?|sachets?|bags?|jars?|tins?|bottles?)(?![\p{L}])/giu;
/** How far after its "Ingredients" the measured lines of a recipe card are read. */
const INGREDIENTS_SPAN = 1_500;
/** How many "Ingredients" labels a page is read at: a hostile page repeating the word costs no more than this. */
const MAX_LABELS = 20;

/**
 * A recipe card with no markup at all (about one recipe page in seven of recipe-scrapers' test pages, often older blogs'):
 * an "Ingredients" label followed by at least three measured lines. Its dish is the page's title, without the site's name.
 */
function unmarkedRecipe(doc: HtmlDocument): RecipeCard | null {
  const text = visibleText(doc);
  let labels = 0;
  for (const m of text.matchAll(/(?<![\p{L}])(?:Ingredients|INGREDIENTS)(?![\p{L}])/gu)) {
    if (++labels > MAX_LABELS) break;
    const span = text.slice(m.index + m[0].length, m.index + m[0].length + INGREDIENTS_SPAN);
    if ((span.match(MEASURED) ?? []).length < 3) continue;
    const name = (titleText(doc) ?? '').split(/\s+[|»–—-]\s+|\s*[|»]\s*/)[0]?.trim();
    return name ? { name, ingredients: [span] } : null;
  }
  return null;
}

const hasClass = (el: Element, ...names: string[]) => attrTokens(el, 'class').some((c) => names.includes(c));

/** An itemprop's values of this item, not of an item nested in it (the recipe's author, its rating). */
function ownProperties(scope: Element, prop: string): string[] {
  const values: string[] = [];
  for (const el of descendants(scope)) {
    if (!(attr(el, 'itemprop') ?? '').split(/\s+/).includes(prop)) continue;
    let parent = el.parentNode as Element | null;
    let nested = false;
    while (parent && parent !== scope) {
      if ('attrs' in parent && hasAttr(parent, 'itemscope')) nested = true;
      parent = parent.parentNode as Element | null;
    }
    if (!nested) values.push(attr(el, 'content') ?? textOf(el));
  }
  return values;
}

/** Words a recipe card praises its dish with: a cook asks for shakshuka, not for "easy shakshuka". */
const PRAISE = /^(?:the\s+)?(?:(?:very|really|super|absolutely)\s+)?(?:best(?:[- ]ever)?|easy|easiest|simple|quick|perfect|ultimate|amazing|delicious|favorite|favourite|famous|awesome|incredible|gooey|obsession-worthy|fabulous|special|bloomin'?|brilliant|mouthwatering|irresistible|foolproof|fail-proof|no-fail|addicting|addictive|epic|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty)[- ]minutes?)\s+/i;
/** What a card says of itself rather than of its dish: "Recipe", "Recipes", "by Tasty", "Recipe for Canning". */
const CARD_WORDS = /(?:^|\s+)(?:recipes?|recipes? (?:for|with) .+|recipe by .+|by .+)$/i;

/**
 * A recipe card's title as the dish a cook asks for: without its praise, its number ("7 Healthy
 * Steel Cut Oats Recipes"), its "How to make", its "Recipe", its aside in brackets and what it
 * is served with ("Tofu Salad with ... Dressing"); in lower case but for a people's or a place's
 * word ("Greek chicken kabobs", "yaki onigiri"). Null when nothing is left
 * or what is left is too long to be a dish's name.
 */
export function dishOf(name: string, ingredients: readonly string[] = []): string | null {
  // Of a title and its subtitle, the dish is the part its ingredients name ("The Dude Diet: Buffalo Chicken Quinoa Bake"), else the
  // title ("Shakshuka: eggs in purgatory"); a comma stays, for it lists what the dish is of ("Avocado, Black Bean, and Charred
  // Tomato Bowl" is a bowl, not an avocado).
  let s = collapseWhitespace(dishPart(name.replace(/\s*[([][^)\]]*[)\]]/g, ' '), ingredients).replace(/,/g, ''));
  s = s.replace(/^(?:how to\s+)?(?:make|cook|bake)\s+/i, '').replace(/^\d+(?:-\S+|\s+(?:seconds?|minutes?|mins?|hours?|ingredients?|steps?)\b)?\s+/i, '');
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

/** The part of a title and its subtitles (or a breadcrumb's, "Seafood > Baked Tilapia") that most of the recipe's ingredients name; the first on a tie. */
function dishPart(title: string, ingredients: readonly string[]): string {
  const parts = title.split(/\s*[:|–—>›]\s*/).filter((p) => /\p{L}/u.test(p));
  if (parts.length < 2) return parts[0] ?? title;
  const named = foodWords(ingredients.join(' '));
  const score = (part: string) => [...foodWords(part)].filter((w) => named.has(w)).length;
  return parts.reduce((best, part) => (score(part) > score(best) ? part : best));
}

/** Words long enough to be a food's, singular ("eggs" is "egg"). */
const foodWords = (text: string) => new Set((text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.replace(/(?<=[^s])s$/, '')));

/** A people's or a place's word keeps its capital ("Greek chicken kabobs"), as an initialism does ("BBQ"); a dish's own name is written small ("yaki onigiri"). */
function keepsCapital(word: string): boolean {
  if (/^\p{Lu}{2,4}$/u.test(word)) return true;
  if (!/^\p{Lu}/u.test(word)) return false;
  const tags = phraseTags(word)[0]?.tags;
  return Boolean(tags && ['Demonym', 'Place', 'Country', 'City', 'Region'].some((t) => tags.has(t)));
}

/** The site's dishes, most often named first, once each. */
export function dishesOf(cards: readonly RecipeCard[], limit = 10): string[] {
  const counts = new Map<string, { dish: string; n: number }>();
  for (const card of cards) {
    const dish = dishOf(card.name, card.ingredients);
    if (!dish) continue;
    const key = dish.toLowerCase();
    const entry = counts.get(key) ?? { dish, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n).slice(0, limit).map((e) => e.dish);
}
