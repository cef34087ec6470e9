/**
 * A news publisher's beat: the field its stories are in ("sports", "technology"), which is what
 * its readers name when they ask an assistant for news sites. Read from the words of its titles,
 * headlines, descriptions and opening text against a small lexicon per beat (data); a beat needs
 * clear evidence, a clear lead over the next and the headlines of two pages or more, else there
 * is none; or the publisher's name says it ("FOX Sports", "TechCrunch", "Medical News Today"). Pure.
 */
import type { PageFacts } from './page-facts.js';
import escapeStringRegexp from 'escape-string-regexp';

/** Beats and the words (lower case, whole words or phrases, comma-separated) that put a story in them. */
export const BEATS: Readonly<Record<string, readonly string[]>> = {
  sports: 'sport, sports, coach, coaches, season, league, playoffs, playoff, championship, tournament, quarterback, touchdown, nfl, nba, mlb, nhl, fifa, uefa, ufc, mma, olympics, olympic, football, soccer, baseball, basketball, hockey, tennis, golf, cricket, rugby, boxing, athlete, athletes, stadium, preseason, referee, fighter, fighters, bout, bouts, swimming, swimmers'.split(', '),
  political: 'politics, political, election, elections, senate, senator, senators, congress, congressional, republican, republicans, democrat, democrats, democratic, gop, campaign, voters, governor, parliament, minister, lawmakers, legislation, white house, presidential, electoral, reapportionment, administration, census, votes, ballot, ballots'.split(', '),
  business: 'business, market, markets, stocks, stock, investors, investor, shares, economy, economic, earnings, revenue, profit, profits, ceo, wall street, federal reserve, fed, inflation, bank, banks, bonds, trading, nasdaq, dow, quarterly, acquisition, merger, retail, retailers'.split(', '),
  technology: 'technology, tech, software, app, apps, smartphone, smartphones, iphone, ipad, android, google, apple, microsoft, device, devices, gadget, gadgets, laptop, laptops, startup, startups, internet, browser, chip, chips, processor, ios, windows, tablet, tablets, wi-fi, broadband'.split(', '),
  science: 'science, scientists, scientist, researchers, study, species, astronomers, astronomy, physics, biology, evolution, nasa, telescope, galaxy, nebula, experiment, laboratory, genes, microbes, climate, fossil'.split(', '),
  health: 'health, patients, patient, doctors, doctor, disease, diseases, medical, hospital, drug, drugs, fda, cancer, vaccine, vaccines, treatment, infection, infections, bacteria, symptoms, pregnancy, pill, sunscreen'.split(', '),
  entertainment: 'film, films, movie, movies, hollywood, actor, actors, actress, tv, television, episode, netflix, box office, celebrity, celebrities, album, singer, concert, broadway, theater, theatre'.split(', '),
  'video game': 'video game, video games, gaming, gamers, gamer, console, consoles, xbox, playstation, nintendo, minecraft, metroid, esports'.split(', '),
};

const PATTERNS = Object.entries(BEATS).map(([beat, words]) => ({ beat, re: new RegExp(`(?<![\\p{L}\\p{N}])(${[...words].sort((a, b) => b.length - a.length).map((w) => escapeStringRegexp(w)).join('|')})(?![\\p{L}\\p{N}])`, 'giu') }));

/** Evidence a beat needs (a headline word counts 3, a description's 2, the opening's 1), and its lead over the next. */
const MIN_SCORE = 6;
const LEAD = 1.5;

/** Pages whose headline is in the beat: one story shows its own field, not the site's ("health" of a paper's one health story). */
const MIN_PAGES = 2;

export function beatOf(facts: readonly PageFacts[]): string | null {
  const scores = new Map<string, number>();
  const pages = new Map<string, number>();
  const count = (text: string | null, re: RegExp) => (text ? (text.match(re)?.length ?? 0) : 0);
  for (const f of facts.slice(0, 30)) {
    for (const { beat, re } of PATTERNS) {
      const headline = count(f.title, re) + count(f.h1, re);
      scores.set(beat, (scores.get(beat) ?? 0) + headline * 3 + count(f.description ?? f.ogDescription, re) * 2 + count(f.opening, re));
      if (headline > 0) pages.set(beat, (pages.get(beat) ?? 0) + 1);
    }
  }
  const [first, second] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < MIN_SCORE || (second && first[1] < second[1] * LEAD) || (pages.get(first[0]) ?? 0) < MIN_PAGES) return null;
  return first[0];
}

/**
 * Words of a publisher's name that say its field: fewer than the beats' lexicon, whose names of
 * things ("Apple", "Google") name a paper as often as a field ("Apple Daily").
 */
export const NAME_BEATS: Readonly<Record<string, readonly string[]>> = {
  sports: ['sport', 'sports'],
  technology: ['tech', 'technology', 'computer', 'computing', 'pc'],
  // A narrower field its readers name as it is: "the best Android news sites".
  Android: ['android'],
  science: ['science', 'scientific'],
  health: ['health', 'medical', 'medicine'],
  business: ['business', 'money', 'finance', 'financial', 'markets'],
  political: ['politics', 'political'],
  entertainment: ['entertainment'],
  'video game': ['gaming', 'gamer', 'games'],
};

/** The words of a name, its run-together ones apart: "CBSSports.com" -> cbs, sports, com; "TechCrunch" -> tech, crunch. */
function nameWords(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .flatMap((w) => w.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{N})(?=\p{L})/u))
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** The beat a publisher's name says, when it says one and only one. */
export function beatOfName(names: readonly string[]): string | null {
  const words = new Set(names.flatMap(nameWords));
  const said = Object.entries(NAME_BEATS).filter(([, cues]) => cues.some((c) => words.has(c))).map(([beat]) => beat);
  return said.length === 1 ? said[0]! : null;
}
