import { parseHtml } from '@citable/html';
import { describe, expect, it } from 'vitest';
import { dishOf, dishesOf, recipeCards } from './dishes.js';
import { readSiteProfile } from './index.js';

describe('a recipe card as the dish a cook asks for', () => {
  it.each([
    ['Easy Shakshuka', 'shakshuka'],
    ['The Perfect Whole Wheat Mantou Recipe', 'whole wheat mantou'],
    ['Keto Omelet (Indian Style)', 'keto omelet'],
    ['7 Healthy Steel Cut Oats Recipes', 'healthy steel cut oats'],
    ['How to make Pulled Pork', 'pulled pork'],
    ['Greek Chicken Kabobs', 'Greek chicken kabobs'],
    ['Yaki Onigiri (Grilled Rice Ball)', 'yaki onigiri'],
    ['Tofu Mixed Greens Salad with Broccoli Beet Mix & Carrot Ginger Dressing', 'tofu mixed greens salad'],
    ['Red Wine-Braised Short Ribs With Cashew Cauliflower Mash Recipe by Tasty', 'red wine-braised short ribs'],
    ['Crockpot Macaroni & Cheese', 'crockpot macaroni and cheese'],
    ['Quick & Easy Eggplant Naan Pizzas', 'eggplant naan pizzas'],
    ['5-Ingredient Cheese Naan Pizzas', 'cheese naan pizzas'],
    ['A Simple Banana Bread', 'banana bread'],
    ['Six-Minute Seared Ahi Tuna Steaks', 'seared ahi tuna steaks'],
    ['20 Second Chocolate Cake', 'chocolate cake'],
    ['Best Ever Chewy Brownies Recipe', 'chewy brownies'],
    ['Zucchini Relish Recipe for Canning', 'zucchini relish'],
    ['5 Ingredient Peanut Butter Cookies', 'peanut butter cookies'],
    ['Addicting Crab Cake Bites', 'crab cake bites'],
    ['Make Tender Beef Tips and Gravy', 'tender beef tips and gravy'],
  ])('%s -> %s', (name, dish) => expect(dishOf(name)).toBe(dish));

  it('gives nothing for a title that is no dish', () => {
    expect(dishOf('Best Recipe')).toBeNull();
    // A list of what the dish is of is no dish on its own: not "avocado".
    expect(dishOf('Avocado, Black Bean, and Charred Tomato Bowl')).toBeNull();
    expect(dishOf('Chakchouka au fromage de chèvre avec du piment des œufs et du persil')).toBeNull();
  });

  it('takes of a title and its subtitle the part the ingredients name, else the title', () => {
    expect(dishOf('The Dude Diet: Buffalo Chicken Quinoa Bake', ['1 lb chicken breasts', '1 cup quinoa', '1/3 cup buffalo sauce'])).toBe('buffalo chicken quinoa bake');
    expect(dishOf('Shakshuka: A Breakfast Classic', ['6 eggs', '1 can tomatoes'])).toBe('shakshuka');
    expect(dishOf('The Dude Diet: Buffalo Chicken Quinoa Bake')).toBe('the dude diet');
    expect(dishOf('Seafood > Baked Tilapia With Tomatoes', ['1 lb tilapia fillets', '2 tomatoes'])).toBe('baked tilapia');
  });

  it('counts a dish once, most named first', () => {
    const card = (name: string) => ({ name, ingredients: [] });
    expect(dishesOf([card('Easy Shakshuka'), card('Granola'), card('The Best Shakshuka Recipe')])).toEqual(['shakshuka', 'granola']);
  });
});

describe("a page's recipes", () => {
  const page = (html: string) => ({ url: 'https://cook.example/', doc: parseHtml(html, 'https://cook.example/') });
  it('reads JSON-LD Recipe names, in a graph too', () => {
    const html = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Easy Shakshuka - Cook"},{"@type":"Recipe","name":"Easy Shakshuka","author":{"@type":"Person","name":"Brittany"}}]}</script></head><body><h1>Easy Shakshuka</h1></body></html>`;
    expect(recipeCards(page(html).doc).map((c) => c.name)).toEqual(['Easy Shakshuka']);
    expect(readSiteProfile('cook.example', [page(html)])).toMatchObject({ dishes: ['shakshuka'], recipePages: 1 });
  });
  it("reads microdata Recipe names, not those of the items nested in it (its author's)", () => {
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe"><div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Jane Doe</span></div><h2 itemprop="name">Blue Cornbread</h2></div></body></html>`;
    expect(recipeCards(page(html).doc).map((c) => c.name)).toEqual(['Blue Cornbread']);
  });
  it('reads an hRecipe microformat when no schema.org markup names the recipe, with its ingredients', () => {
    const html = `<html><body><div class="hrecipe"><p class="fn"></p><p class="fn"><strong>Grilled Mac &amp; Cheese with BBQ Pulled Pork</strong></p><ul><li class="ingredient">4 cups macaroni and cheese</li><li class="ingredient">8 slices sourdough bread</li></ul></div></body></html>`;
    expect(recipeCards(page(html).doc)).toEqual([{ name: 'Grilled Mac & Cheese with BBQ Pulled Pork', ingredients: ['4 cups macaroni and cheese', '8 slices sourdough bread'] }]);
    expect(readSiteProfile('cook.example', [page(html)])).toMatchObject({ dishes: ['grilled mac and cheese'], recipePages: 1, teaches: true });
  });
  it('reads a recipe card with no markup at all from its "Ingredients" and their measures, and its dish from the title', () => {
    const html = `<html><head><title>Flour tortillas: an end to my quest | Homesick Texan</title></head><body><p>I have been making tortillas for years.</p><p>Ingredients:<br>Two cups of all-purpose flour<br>1 1/2 teaspoons of baking powder<br>1 teaspoon of salt<br>3/4 cups of warm milk</p><p>Method: mix together the flour and the milk.</p></body></html>`;
    expect(readSiteProfile('cook.example', [page(html)])).toMatchObject({ dishes: ['flour tortillas'], recipePages: 1 });
    // A meal kit's box measures in packs and pots.
    const kit = `<html><head><title>Pan-seared beef | WOOP</title></head><body><h2>Ingredients</h2><p>In your box: 1 pack of beef sirloin 1 pot of Korean seasoning 1 pot of sesame drizzle 1 bag of bok choy</p></body></html>`;
    expect(readSiteProfile('woop.example', [page(kit)])).toMatchObject({ dishes: ['pan-seared beef'], recipePages: 1 });
    // A product's list of what it is made of has no measures: no recipe.
    const label = `<html><head><title>Oat Bar | Snack Co</title></head><body><h2>Ingredients</h2><p>Oats, honey, almonds, salt.</p></body></html>`;
    expect(readSiteProfile('snack.example', [page(label)])).toMatchObject({ dishes: [], recipePages: 0 });
  });
  it('reads JSON-LD ingredients with the name', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"The Dude Diet: Buffalo Chicken Quinoa Bake","recipeIngredient":["1 cup quinoa","2 chicken breasts"]}</script></head><body></body></html>`;
    expect(readSiteProfile('cook.example', [page(html)])).toMatchObject({ dishes: ['buffalo chicken quinoa bake'] });
  });
  it('finds no dish on a page without recipes', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"NewsArticle","headline":"Council approves budget"}</script></head><body><h1>Council approves budget</h1></body></html>`;
    expect(readSiteProfile('news.example', [{ url: 'https://news.example/', doc: parseHtml(html, 'https://news.example/') }])).toMatchObject({ dishes: [], recipePages: 0 });
  });
});
