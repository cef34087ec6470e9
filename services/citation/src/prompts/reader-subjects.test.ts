import { describe, expect, it } from 'vitest';
import { readerSubjects, readerUses, takesThe } from './reader-subjects.js';

describe("a reader's subjects", () => {
  it('keeps names and uncommon fields, and drops the genre word', () => {
    expect(readerSubjects(['Whole Foods', "Amazon's strategy", 'compilers', 'manhole fires', 'Shovel Knight review', 'Alaskan halibut'])).toEqual([
      'Whole Foods',
      "Amazon's strategy",
      'compilers',
      'manhole fires',
      'Shovel Knight',
      'Alaskan halibut',
    ]);
  });

  it("drops a headline's clauses, open possessives, descriptions and lone nouns that point back into the story", () => {
    const headline = ['Obama admits US gun laws', 'gut microbes can split', 'Here’s our Performance Year', 'Sea Lantern blocks added', 'survey revealed changes'];
    const fragments = ["Nintendo's", 'Bug', 'the high demand', 'spectacular story', 'surprising findings', 'frustration', 'depth coverage', 'WordPress market oversaturated'];
    expect(readerSubjects([...headline, ...fragments])).toEqual([]);
  });

  it('drops a countable thing in the singular, and keeps a field written as a plural or a mass noun', () => {
    expect(readerSubjects(['the crowded core', 'year-old bug', 'browser chug', 'linux video', 'student journalism', 'drug-resistant bacteria', 'closed terrariums'])).toEqual([
      'student journalism',
      'drug-resistant bacteria',
      'closed terrariums',
    ]);
  });

  it("takes one common word as a blog's field ('compilers') but not as a news beat ('headsets')", () => {
    expect(readerSubjects(['compilers', 'headsets', 'Nintendo'])).toEqual(['compilers', 'headsets', 'Nintendo']);
    expect(readerSubjects(['compilers', 'headsets', 'Nintendo'], { news: true })).toEqual(['Nintendo']);
  });

  it("drops pieces cut from a sentence and a headline's praise of a name, and keeps a name's classified thing", () => {
    const cut = ["'s Executive Editor", 'Chong’s Up', 'David Bloom abou', "Larry Page's incredible comeback", "Gaming's richest universes"];
    expect(readerSubjects([...cut, "Iran's nuclear program", "Amazon's strategy"])).toEqual(["Iran's nuclear program", "Amazon's strategy"]);
  });

  it("drops a name's countable thing in the singular unless the site writes it with 'the'", () => {
    expect(readerSubjects(['Firefox instance', 'BP spill', 'Alaskan halibut', 'Star Wars movies'])).toEqual(['Alaskan halibut', 'Star Wars movies']);
    expect(readerSubjects(['Firefox instance', 'BP spill'], { definite: ['BP spill'] })).toEqual(['BP spill']);
  });

  it("asks a news reader about the name a headline's phrase leads with, unless the site writes the whole phrase with 'the'", () => {
    expect(readerSubjects(['Xbox One requirements', 'Whole Foods workers', 'Alaskan halibut', 'BP spill', 'Alabama immigration law', 'Ramban killings'], { news: true, definite: ['BP spill'] })).toEqual(['Xbox One', 'Whole Foods', 'Alaskan halibut', 'BP spill']);
  });

  it('gives a one-word plural name and a body\'s name their "the" ("the Mets", "the Muslim Brotherhood"), not a person or a brand', () => {
    expect(['Mets', 'Blackhawks', 'James', 'Rockets', 'Muslim Brotherhood', 'Labour Party'].map(takesThe)).toEqual([true, true, false, true, true, true]);
    expect(['Whole Foods', "Egypt's Muslim Brotherhood", 'San Antonio Spurs', 'NFL', 'NASA'].map(takesThe)).toEqual([false, false, true, true, false]);
    // A surname that looks plural is no team ("Roger Ailes"); a body named by its common noun is one.
    expect(['Ailes', 'American Theatre Wing', 'Ford Foundation'].map(takesThe)).toEqual([false, true, true]);
    // Seats of power and what a body known by its initials runs take "the" (batch r's "news on Vatican", "news on NBA Finals").
    expect(['Vatican', 'Kremlin', 'NBA Finals', 'NFL Draft', 'Google Play'].map(takesThe)).toEqual([true, true, true, true, false]);
  });

  it("drops an office without its holder's name and a people, which no reader follows as a beat (batch r)", () => {
    expect(readerSubjects(['Google CEO', 'German Minister', 'VP', 'Kenyans', 'Komen', 'HTC One Mini'], { news: true })).toEqual(['Komen', 'HTC One Mini']);
    expect(readerSubjects(['all busy preparing', 'many reasons', 'closed terrariums'])).toEqual(['closed terrariums']);
    // A company's legal form is no part of how readers name it (batch t's "Microsoft Corp").
    expect(readerSubjects(['Microsoft Corp', 'Verizon Inc.', 'BP plc'], { news: true })).toEqual(['Microsoft', 'Verizon', 'BP']);
  });

  it("keeps a name and the thing of several words after it together, and cuts a clause or one facet off a name (batch f's headlines)", () => {
    const news = { news: true };
    // Cutting these leaves a word that is not the story's subject; whole, they are one story's thing in the singular.
    expect(readerSubjects(['Jewish Pop culture fix', 'Charleston church massacre', 'Greek mountain peak'], news)).toEqual([]);
    expect(readerSubjects(['Kellyanne Conway named counselor', 'Activision Blizzard are betting', 'Verizon FiOS set-top boxes'], news)).toEqual(['Kellyanne Conway', 'Activision Blizzard', 'Verizon FiOS']);
    // A headline's "when" is not part of the subject, and a phrase ending in a modal is cut from a sentence.
    expect(readerSubjects(['Danny Espinosa tonight', "Today's toys may"], news)).toEqual(['Danny Espinosa']);
    // Case that changes back is a headline cut across its words; a name's own lower-case links are not.
    expect(readerSubjects(['QR code Photobombs', 'Palestinians mark Nakba', 'Spurs threesome Duncan', 'Bank of America', 'FCC chairman Tom Wheeler’s departure'], news)).toEqual(['Bank of America', 'FCC chairman Tom Wheeler’s departure']);
  });

  it('asks about a person a headline names with what they are, not about the whole phrase (held out: "Colts TE Weslye Saunders")', () => {
    const news = { news: true };
    expect(readerSubjects(['Colts TE Weslye Saunders', 'Rutgers AD Julie Hermann', 'American Hero Kelly Malloy', 'Supreme Court Justice Ruth Bader Ginsburg'], news)).toEqual(['Weslye Saunders', 'Julie Hermann', 'Kelly Malloy', 'Ruth Bader Ginsburg']);
    // A name's own word before a name the tagger reads as a person's belongs to the longer name.
    expect(readerSubjects(['San Antonio Spurs', 'New York Mets'], news)).toEqual(['San Antonio Spurs', 'New York Mets']);
    // A blog's field is kept as written.
    expect(readerSubjects(['American Hero Kelly Malloy'])).toEqual(['American Hero Kelly Malloy']);
  });

  it('carries only names of several capitalised words over from a site in another language', () => {
    expect(readerSubjects(['América Latina', 'West Ham hrozí gigantům', 'Das', 'loi sur', 'DeepMind新电脑已可利用记忆自学'], { english: false })).toEqual(['América Latina']);
  });

  it("asks a reader how to do only what names a thing of the site's own", () => {
    expect(readerUses(['build terrarium', 'write tests', 'track lineage', 'compare differences'])).toEqual(['build terrarium', 'track lineage']);
  });
});
