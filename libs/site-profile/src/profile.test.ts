import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHtml } from '@citable/html';
import { describe, expect, it } from 'vitest';
import { actionPhrases, brandFromHost, forPhrases, homeSelfCategories, isActivityPhrase, isAgentPhrase, nounPhrases, readSiteProfile, selfDescription, shortForms } from './index.js';
import { withoutDocsWords } from './brand.js';
import { withShortNames } from './sentences.js';
import { kindForPhrases, mayNameOneOf } from './phrases.js';

// The shared corpus sits beside the repository: /work/shared/corpus/pages for /work/main.
const corpusDir = fileURLToPath(new URL('../../../../shared/corpus/pages/', import.meta.url));
const corpus = (name: string, host = 'corpus.example') =>
  readSiteProfile(host, [{ url: `https://${host}/`, doc: parseHtml(readFileSync(`${corpusDir}${name}.html`, 'utf8'), `https://${host}/`) }]);
const page = (url: string, html: string) => ({ url, doc: parseHtml(html, url) });
// Real documentation pages of free-software projects, from Debian's packages (bench/captures/debian-docs); only
// sites of the benchmarks' tuned split are read here.
const docsDir = fileURLToPath(new URL('../../../bench/captures/debian-docs/', import.meta.url));
const docs = (file: string, host: string) => readSiteProfile(host, [page(`https://${host}/`, readFileSync(`${docsDir}${file}`, 'utf8'))]);

describe('the brand on real pages', () => {
  it.each([
    ['ars-1', 'Ars Technica', 'og:site_name'],
    ['bbc-1', 'BBC News', 'jsonld'],
    ['gitlab-blog', 'GitLab', 'jsonld'],
    ['theverge', 'The Verge', 'og:site_name'],
    ['webmd-2', 'WebMD', 'logo'],
    ['nytimes-1', 'The New York Times', 'title'],
    ['lemonde-1', 'Le Monde.fr', 'og:site_name'],
  ])('%s names itself %s (%s), before the domain', (file, brand, source) => {
    const p = corpus(file);
    expect(p.brand).toBe(brand);
    expect(p.brandSource).toBe(source);
  });

  it('keeps the short forms people write: without "The", a top-level domain or an umbrella', () => {
    expect(corpus('theverge').brandShort).toContain('Verge');
    expect(corpus('lemonde-1').brandShort).toContain('Le Monde');
    expect(corpus('salon-1').brandShort).toContain('Salon');
    expect(shortForms('Apache Flink')).toEqual(['Flink']);
    expect(shortForms('Acme, Inc.')).toEqual(['Acme']);
  });

  it("takes the title's segment that begins the domain's name, not a section word ('News')", () => {
    const p = readSiteProfile('news.sciencemag.org', [page('https://news.sciencemag.org/', '<title>Gut Microbes Can Split a Species | Science/AAAS | News</title><h1>Gut Microbes Can Split a Species</h1>')]);
    expect(p.brand).toBe('Science/AAAS');
  });

  it('reads a brand as people type it, without a trademark sign', () => {
    expect(readSiteProfile('paninihappy.com', [page('https://paninihappy.com/', '<title>Grilled Mac | Panini Happy®</title><meta property="og:site_name" content="Panini Happy®">')]).brand).toBe('Panini Happy');
  });

  it("reads the site's own people from bylines, not its roles or its publisher", () => {
    const html =
      '<head><title>A story</title><meta name="author" content="Staff"><script type="application/ld+json">{"@type":"NewsArticle","author":[{"@type":"Person","name":"Ana Lima"}],"publisher":{"@type":"Organization","name":"Science"}}</script></head><body><a rel="author" href="/u/b">By Ben Ode</a></body>';
    expect(readSiteProfile('a.example', [page('https://a.example/', html)]).ownNames).toEqual(['Ana Lima', 'Ben Ode']);
  });

  it("counts a title's section or column name among the site's own names, not its headline", () => {
    const html = "<title>Can I use last summer's sunscreen? | MD Mama | Boston.com</title><meta property='og:site_name' content='Boston.com'><h1>Can I use last summer's sunscreen?</h1>";
    expect(readSiteProfile('boston.com', [page('https://boston.com/', html)]).ownNames).toEqual(['MD Mama']);
    // An H1 that repeats the whole title does not tell the headline from the names.
    expect(readSiteProfile('widget-works.test', [page('https://widget-works.test/', '<title>Widget Works | Industrial Widgets</title><h1>Widget Works | Industrial Widgets</h1>')]).ownNames).toEqual([]);
    // A date or a section's ordinary word is no name: a question about code or recipes does not name this site.
    for (const title of ['Strawberry jam | Recipe | Kitchen Daily', 'Mocha coverage in the browser | Code | Kitchen Daily', 'Sanctions lifted | 07.12.2017 | Kitchen Daily'])
      expect(readSiteProfile('kitchen.example', [page('https://kitchen.example/', `<title>${title}</title><meta property='og:site_name' content='Kitchen Daily'><h1>${title.split(' | ')[0]}</h1>`)]).ownNames, title).toEqual([]);
  });

  it("reads a news publisher's beat from its pages' headlines, in its own words when it says them ('MMA news'), and none without clear evidence", () => {
    const sports = '<title>Coach closes preseason practices to NFL scouts | Sports Daily</title><h1>Coach closes preseason practices to NFL scouts</h1><p>The football coach said the league season starts soon and his quarterback is ready for the first game.</p>';
    const league = '<title>League fines quarterback after the playoff game | Sports Daily</title><h1>League fines quarterback</h1><p>The NFL said the fine stands.</p>';
    expect(readSiteProfile('a.example', [page('https://a.example/', sports), page('https://a.example/fine', league)]).beat).toBe('sports');
    // One story is in its own field, not the site's; unless the publisher's name says the field.
    const story = sports.replaceAll('Sports Daily', 'The Daily Ledger');
    expect(readSiteProfile('a.example', [page('https://a.example/', story)]).beat).toBeNull();
    expect(readSiteProfile('a.example', [page('https://a.example/', sports)]).beat).toBe('sports');
    const named = (brand: string) => readSiteProfile('d.example', [page('https://d.example/', `<title>Storm closes schools | ${brand}</title><meta property="og:site_name" content="${brand}"><h1>Storm closes schools</h1><p>Schools closed on Tuesday as the storm came in.</p>`)]).beat;
    expect([named('CBSSports.com'), named('TechCrunch'), named('Medical News Today'), named('Apple Daily'), named('The Daily Ledger')]).toEqual(['sports', 'technology', 'health', null, null]);
    const mma = '<title>Caraway blasts marijuana rule | MMA news</title><h1>MMA news</h1><p>The UFC fighter said the league season and the bout bonus rules should change for every fighter.</p>';
    expect(readSiteProfile('c.example', [page('https://c.example/', mma)]).beat).toBe('MMA');
    expect(readSiteProfile('b.example', [page('https://b.example/', '<title>A quiet day in town</title><h1>A quiet day</h1><p>Nothing much happened on Tuesday, residents said over coffee at the corner.</p>')]).beat).toBeNull();
    // A "news" phrase that names the brand is its own programme, not a beat: "What are the best CBS evening news sites?" leaks the brand.
    const programme = '<title>Military readies for chemical weapons - CBS News</title><meta property="og:site_name" content="CBS News"><meta name="description" content="CBS Evening News: the military is preparing plans for chemical weapons in the region."><h1>Military readies for chemical weapons</h1><p>As reported on the CBS Evening News tonight, the military is preparing plans for the region, officials said.</p>';
    const cbs = readSiteProfile('www.cbsnews.com', [page('https://www.cbsnews.com/', programme)]);
    expect(cbs.beat?.toLowerCase() ?? '').not.toContain('cbs');
    expect(cbs.brandSubjectWords).not.toContain('cbs');
  });

  it("takes no whole headline for a subject when the tagger reads its verb as a noun (batch s's 'South Africans cheer ...')", () => {
    const story = '<title>South Africans cheer Mandela’s birthday - The Washington Post</title><h1>South Africans cheer Mandela’s birthday</h1><p>Crowds in Johannesburg sang for Nelson Mandela on his 95th birthday as the former president stayed in a Pretoria hospital.</p>';
    const profile = readSiteProfile('www.washingtonpost.com', [page('https://www.washingtonpost.com/', story)]);
    expect(profile.subjects.map((s) => s.replace(/’/g, "'").toLowerCase())).not.toContain("south africans cheer mandela's birthday");
  });

  it('falls back to the registrable domain, not a subdomain word', () => {
    expect(brandFromHost('infra.apache.org')).toBe('Apache');
    expect(brandFromHost('www.acme-answers.co.uk')).toBe('Acme Answers');
    expect(readSiteProfile('infra.example.org', [page('https://infra.example.org/', '<title>Home</title><p>x</p>')]).brand).toBe('Example');
  });

  it('takes the subdomain a hosting platform gives a site, not the platform', () => {
    expect(brandFromHost('omniorb.sourceforge.io')).toBe('Omniorb');
    expect(brandFromHost('jane.substack.com')).toBe('Jane');
    expect(brandFromHost('devernay.free.fr')).toBe('Devernay');
    expect(brandFromHost('www.sourceforge.net')).toBe('Sourceforge');
  });

  it("names a project on another's host as its page defines it, but a site on its own domain by the domain", () => {
    const home = '<title>aiodogstatsd</title><h1>aiodogstatsd</h1><p>aiodogstatsd is an asyncio-based client for sending metrics to StatsD with support of DogStatsD extension.</p>';
    expect(readSiteProfile('gr1n.github.io', [page('https://gr1n.github.io/', home)]).brand).toBe('aiodogstatsd');
    // An aside between the name and its verb (batch ar: the toolkit read as its host's "Imfreedom").
    const gnt = '<title>GNT Reference Manual: GNT Reference Manual</title><h1>GNT Reference Manual</h1><p>GNT (GLib Ncurses Toolkit) is an ncurses toolkit for creating text-mode graphical user interfaces in a fast and easy way.</p>';
    expect(readSiteProfile('keep.imfreedom.org', [page('https://keep.imfreedom.org/', gnt)]).brand).toBe('GNT');
    // Sections joined are still no name: "OPARI2 - Introduction and Contents".
    const opari = '<title>OPARI2: OPARI2 - Introduction and Contents</title><h1>User documentation contents</h1><p>OPARI2 instruments OpenMP code.</p>';
    expect(readSiteProfile('www.vi-hps.org', [page('https://www.vi-hps.org/', opari)]).brand).not.toBe('Introduction and Contents');
    const sdk = '<title>JSON-RPC SDK</title><h1>JSON-RPC</h1><p>JSON-RPC is a remote procedure call protocol that the SDK speaks to our devices with.</p>';
    expect(readSiteProfile('www.raritan.com', [page('https://www.raritan.com/', sdk)]).brand).toBe('Raritan');
    // A real page (tuned split): netCDF's manual, on its maintainer's subdomain of UCAR's domain, says "NetCDF is a set of ...".
    expect(docs('netcdf-doc/usr/share/doc/netCDF/html/index.html', 'www.unidata.ucar.edu').brand).toBe('NetCDF');
    // A Javadoc reference names its project in its title, "Overview (NAME VERSION API)" (batch ah: UIMA read as "Apache").
    const uima = docs('uima-doc/usr/share/doc/uima/api/index.html', 'uima.apache.org');
    expect([uima.brand, uima.brandShort]).toEqual(['Apache UIMA', ['UIMA']]);
    expect(docs('libfest-assert-java-doc/usr/share/doc/libfest-assert-java/api/index.html', 'fest.easytesting.org').brand).toBe('FEST Fluent Assertions');
  });
});

describe('names spelled out before their short form', () => {
  it('reads a spelled-out name with its initials in brackets as the short form, as people write it', () => {
    expect(withShortNames('write multi-track Musical Instrument Digital Interface (MIDI) files')).toBe('write multi-track MIDI files');
    expect(withShortNames('a high quality MPEG Audio Layer III (MP3) encoder')).toBe('a high quality MP3 encoder');
    expect(withShortNames('The Food and Drug Administration (FDA) said')).toBe('The FDA said');
    // One capitalised word, or brackets that hold no initials, stay.
    expect(withShortNames('Python (CPython) and the Python Package Index (see below)')).toBe('Python (CPython) and the Python Package Index (see below)');
  });
});

describe('the topic on real pages', () => {
  it('reads what an article page is about from its headline, not the site chrome', () => {
    expect(corpus('ars-1').topics).toEqual(expect.arrayContaining(['game servers', 'Minecraft']));
    expect(corpus('toc-missing').topics.join(' ')).toMatch(/anomaly detection/);
    expect(corpus('ehow-1').topic).toBe('terrarium');
  });

  it('keeps names as they are written and lower-cases ordinary words of title-cased headings', () => {
    expect(corpus('ars-1').topics).toContain('Minecraft');
    expect(corpus('ars-1').topics).not.toContain('Game Servers');
  });

  it('drops the brand, places and people from the topics', () => {
    for (const file of ['bbc-1', 'nytimes-1', 'wapo-2', 'theverge', 'gitlab-blog']) {
      const p = corpus(file);
      const brandWords = [p.brand, ...p.brandShort].map((b) => b.toLowerCase());
      for (const t of p.topics) expect(brandWords, `${file}: ${t}`).not.toContain(t.toLowerCase());
    }
    expect(corpus('bbc-1').topics).not.toContain('Obama');
  });

  it('reads how-to pages\' use cases with their verbs', () => {
    expect(corpus('ehow-1').useCases).toContain('build terrarium');
  });

  it('says a news page sells nothing unless it shows offers, and tells its language', () => {
    expect(corpus('lemonde-1').lang).toBe('fr');
    expect(corpus('webmd-2').sells).toBe(false);
    expect(corpus('ars-1').publishes).toBe(true);
  });
});

describe('a site that names itself: the self-description wins over navigation', () => {
  const home = page(
    'https://pipewright.example/',
    `<html lang="en"><head><title>Pipewright | Open-source data orchestration platform</title>
     <meta property="og:site_name" content="Pipewright">
     <meta name="description" content="Pipewright is an open-source data orchestration platform for data engineers. Schedule pipelines, track lineage and test your data.">
     </head><body><header><nav><a href="/docs">Docs</a><a href="/blog">Blog</a><a href="/community">Community</a>
     <a href="https://github.com/pipewright/pipewright/issues">GitHub issues</a><a href="/download">Download</a></nav></header>
     <main><h1>Orchestrate data pipelines with code</h1>
     <p>Pipewright helps data engineers schedule data pipelines, track data lineage and test data assets from one place, with Python.</p>
     <h2>Schedule pipelines with code</h2><h2>Join our community</h2><h2>Various integrations</h2>
     <p>Unlike Airflow, every asset is versioned. Migrating from Airflow takes an afternoon.</p></main></body></html>`,
  );
  const p = readSiteProfile('pipewright.example', [home]);

  it('takes the category phrase from "X is a ..."', () => {
    expect(p.category).toBe('open-source data orchestration platform');
    expect(p.topic).toBe('open-source data orchestration platform');
    expect(p.topicSource).toBe('self-description');
  });

  it('keeps navigation and boilerplate words out of every topic', () => {
    const all = [...p.topics, ...p.subjects].join(' | ').toLowerCase();
    for (const word of ['community', 'github', 'issues', 'download', 'blog', 'docs', 'various']) expect(all, word).not.toMatch(new RegExp(`\\b${word}\\b`));
  });

  it('reads the audience, use cases, competitors, and that it sells nothing', () => {
    expect(p.audience).toContain('data engineers');
    expect(p.useCases).toEqual(expect.arrayContaining(['orchestrate data pipelines', 'schedule pipelines']));
    expect(p.competitors).toContain('Airflow');
    expect(p.sells).toBe(false);
    expect(p.local).toBeNull();
  });

  it('finds a local business and its city in its JSON-LD, and that it sells', () => {
    const shop = readSiteProfile('lucia.example', [
      page(
        'https://lucia.example/',
        `<title>Trattoria Lucia | Italian restaurant in Portland</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"Trattoria Lucia","address":{"@type":"PostalAddress","addressLocality":"Portland","addressRegion":"OR"}}</script><h1>Handmade pasta and Italian wine</h1><a href="/book">Book a table</a><a href="/menu">Menu</a>`,
      ),
    ]);
    expect(shop.local).toEqual({ city: 'Portland', region: 'OR', country: null });
    expect(shop.sells).toBe(true);
    expect(shop.category).toBe('Italian restaurant');
    expect(shop.topics).not.toContain('Portland');
  });
});

describe('phrases', () => {
  it('chunks noun phrases where the tagger reads a leading noun as a verb', () => {
    expect(nounPhrases('Cloud accounting software for freelancers and small businesses')).toEqual(['Cloud accounting software', 'freelancers', 'small businesses']);
    expect(nounPhrases('Apache Flink: Stateful Computations over Data Streams')).toEqual(['Apache Flink', 'Stateful Computations', 'Data Streams']);
  });
  it('reads what a sentence says its subject is, past a bare kind word', () => {
    expect(selfDescription('Apache Flink is a framework and distributed processing engine for stateful computations.')?.category).toBe('distributed processing engine');
    // "a new generation HTTP server": the generation is its praise, not its kind.
    expect(selfDescription('H2O is a new generation HTTP server that provides quicker response.')?.category).toBe('HTTP server');
    expect(selfDescription('Mir is a next generation display server targeted as a replacement for the X window server system.')?.category).toBe('display server');
    // Praise joined by "yet", and a licence, are passed over (batch ag: CppTest, Tenacity).
    expect(selfDescription('Gizmo is a fast and powerful, yet simple, load testing tool for web services.')?.category).toBe('load testing tool');
    expect(selfDescription('Gizmo is an Apache 2.0 licensed retrying library, written in Go.')?.category).toBe('retrying library');
    expect(selfDescription('Gizmo is a GPLv3 licensed retrying library.')?.category).toBe('retrying library');
    // "improved" is praise; "build" after it is the kind's own word, not an action.
    expect(selfDescription('scikit-build is an improved build system generator for CPython extensions.')?.category).toBe('build system generator');
    // A purpose's gerund and its preposition: "for working with biological data".
    expect(selfDescription('scikit-bio is a library for working with biological data in Python 3.')?.category).toBe('biological data library');
    // A language's "++" and "#" are its name's (batches ac and ad: "C wrapper", "C/C library" of C++ projects).
    expect(selfDescription('wxSQLite3 is a C++ wrapper around the public domain SQLite database.')?.category).toBe('C++ wrapper');
    expect(selfDescription('libiio is a C/C++ library that provides generic access to IIO devices.')?.category).toBe('C/C++ library');
    expect(selfDescription('Foo is a C# library.')?.category).toBe('C# library');
    // "back-end" is one compound, though "back" alone is an adverb; "just-released" stays a description, not a kind.
    expect(selfDescription('MLRISC is a customizable optimizing back-end written in Standard ML.')?.category).toBe('optimizing back-end');
    expect(nounPhrases('The just-released Minecraft update')).toEqual(['Minecraft update']);
  });
  it('finds the copula wherever the tagger would, though sentences without an early one are not tagged', () => {
    // The copula as the seventh word, the last the reader takes; past it, nothing is read.
    expect(selfDescription('The open source Acme data tool is a data orchestration platform.')?.category).toBe('data orchestration platform');
    expect(selfDescription('The new open source cloud native Acme tool is a data orchestration platform.')).toBeNull();
    // Words that make no token of their own (dashes) before it; capitals, the past, a negation, a no-break space.
    expect(selfDescription('Acme — — — — — — — — — — is a data orchestration platform.')?.category).toBe('data orchestration platform');
    expect(selfDescription('ACME IS A DATA ORCHESTRATION PLATFORM.')?.subject).toBe('ACME');
    expect(selfDescription('Acme was a data orchestration platform.')?.category).toBe('data orchestration platform');
    expect(selfDescription('Acme isn’t a data orchestration platform.')?.subject).toBe('Acme');
    expect(selfDescription('Acme\u00a0is\u00a0a data orchestration platform.')?.category).toBe('data orchestration platform');
    expect(selfDescription('Acme orchestrates data pipelines for data engineers.')).toBeNull();
  });
  it('tags only sentences that may name the site before their copula, however the tagger cuts the name', () => {
    expect(mayNameOneOf('We are a data orchestration platform.', new Set(['we']))).toBe(true);
    expect(mayNameOneOf('The library is a data orchestration platform.', new Set(['acme', 'we', 'it']))).toBe(false);
    // A name's pieces run together ("Foo-Bar" is foobar), split at digits ("Acme2"), in capitals.
    expect(mayNameOneOf('The Foo-Bar workflow system is a tool.', new Set(['foobar']))).toBe(true);
    expect(mayNameOneOf('ACME2 is a tool.', new Set(['acme']))).toBe(true);
    // The name read the way the subject is ("Foo-Bar" for foobar) still gives the kind beside it.
    const home = page('https://foobar.example/', '<html><head><title>FooBar</title></head><body><h1>The Foo-Bar workflow system is a tool for data pipelines.</h1></body></html>');
    expect(homeSelfCategories('foobar.example', home)).toContain('workflow system');
  });
  it('reads audiences after "for" and actions addressed to the reader', () => {
    expect(forPhrases('Invoicing software for freelancers and small businesses')).toEqual(['freelancers', 'small businesses']);
    expect(actionPhrases('Ledgerline makes it easy for small businesses to send invoices and track expenses.')).toEqual(['send invoices', 'track expenses']);
  });
});

describe('a hostile page', () => {
  it('reads a paragraph of 500,000 words and a JSON-LD list of 300,000 names without running out of stack, keeping a bounded opening', () => {
    const words = 'Ingredients and more words here. '.repeat(100_000);
    const names = JSON.stringify(Array.from({ length: 300_000 }, (_, i) => `Name ${i}`));
    const html = `<html><head><title>Widgets</title><script type="application/ld+json">{"@type":"Organization","name":${names},"alternateName":${names}}</script></head><body><p>${words}</p></body></html>`;
    const profile = readSiteProfile('hostile.example', [page('https://hostile.example/', html)]);
    expect(profile.description).toBeNull();
    expect(profile.recipePages).toBe(0);
    expect(profile.brand).toMatch(/^Name/);
  });
});

describe("a headline's people", () => {
  const html = (title: string, text: string) => `<html><head><title>${title} | The Daily</title></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;
  it('names a person the site names in full by the full name, not a bare surname', () => {
    const ailes = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Ailes out at Fox', 'Roger Ailes resigned on Thursday after Gretchen Carlson sued him.'))]);
    expect(ailes.subjects).not.toContain('Ailes');
    expect(ailes.headlined).toContain('Roger Ailes');
    // "Jean-Marc Ayrault": a first name inside a hyphenated one is not the person's first name.
    const ayrault = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Ayrault resigns', 'Prime minister Jean-Marc Ayrault resigned on Monday.'))]);
    expect(ayrault.headlined).not.toContain('Marc Ayrault');
  });
  it('knows a person by the whole name the tagger knows, though not the first name alone', () => {
    const title = 'People Are Calling Out This Edited Picture Of Demi Lovato For Body-Shaming Her';
    const lovato = readSiteProfile('thedaily.example', [
      page(
        'https://thedaily.example/',
        `<html><head><title>${title}</title></head><body><article><h1>${title}</h1><h2>1. The picture prompted a backlash, with many people coming to Lovato’s defence.</h2><h2>2. Others tweeted that Lovato was being unfairly targeted.</h2><h2>3. Lovato had asked for the drawing to show her real shape.</h2><h2>4. Still, Lovato will continue to slay.</h2><p>Lovato has previously spoken out about her body image, as well as her eating disorder, and she told BuzzFeed last year that she is open about her struggles.</p></article></body></html>`,
      ),
    ]);
    expect(lovato.subjects).toContain('Demi Lovato');
    expect(lovato.subjects).not.toContain('Lovato');
  });
  it('names no story by ordinary words a title-cased headline capitalised, but by the names in it', () => {
    const fish = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('World’s Fish Have Been Shrinking, Study Says', 'The fish of the world have been getting smaller as the oceans warm, and the catch of the Atlantic fleets has shrunk with them, a study published on Monday says.'))]);
    expect(fish.named.join(' | ')).not.toMatch(/World’s fish/i);
    // English writes "ravens" small, but the site writes the team's name with a capital inside its sentences.
    const ravens = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Ravens Sign Veteran Linebacker Before Camp', 'The Ravens signed a veteran linebacker on Tuesday, two days before the team reports to camp in Owings Mills.'))]);
    expect(ravens.named).toContain('Ravens');
    // A title the text quotes is title-cased too: "Dorm" is no name for it (held out: a TIME page).
    const dorm = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Christian Right Fights Porn In The Dorm', 'The group has a new crusade: the end of pornography on college campuses. Fighting “Porn in the Dorm” was the title of its lecture on the subject, and the students who came heard the Family Research Council out.'))]);
    expect(dorm.named.join(' | ')).not.toMatch(/Dorm/);
    expect(dorm.named).toContain('Family Research Council');
  });
  it("does not take a title the headline quotes for what the story is about", () => {
    const song = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Remember When Donald Trump Got Booed For Butchering “Take Me Out To The Ballgame”?', 'The day: July 9, 2000. The place: Wrigley Field. Donald Trump sang the song and the stadium booed.'))]);
    expect(song.subjects.join(' | ')).not.toMatch(/Ballgame/i);
  });
});

describe("what a story's text tells", () => {
  const html = (title: string, text: string) => `<html><head><title>${title} | The Daily</title><meta property="og:type" content="article"></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;
  const story =
    'Thousands of drivers for the ride-hailing company Uber stopped work on Monday across New York City, saying that the fares they are paid have fallen by a third since January and that the company has ignored their complaints about safety, insurance and the hours they must log.';
  it("tells a subject its text names, not a headline's pun", () => {
    const p = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Helter Shelter: Uber drivers strike in Brooklyn', story))]);
    expect(p.headlined).toEqual(expect.arrayContaining(['Uber drivers', 'Helter shelter']));
    expect(p.told).toEqual(['Uber drivers']);
  });
  it('tells every subject of a page with no story text to read', () => {
    const p = readSiteProfile('thedaily.example', [page('https://thedaily.example/', html('Helter Shelter: Uber drivers strike in Brooklyn', 'Photo: a driver.'))]);
    expect(p.told).toEqual(p.subjects);
  });
});

describe("the site's own case", () => {
  const html = (title: string, text: string) => `<html><head><title>${title} | Labs</title></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;
  it("lowers a title's capital on a word the site writes in lower case in its sentences ('Android Packer' is an Android packer)", () => {
    const p = readSiteProfile('labs.example', [page('https://labs.example/', html('Android Packer Unpacking', 'We see a lot of packed Android malware. Even though the packer being used is the same, the payload changes; each packer hides it.'))]);
    expect(p.subjects.join(' | ')).not.toMatch(/Packer/);
  });

  it('keeps a name the site capitalises in its sentences more often than it writes it in lower case', () => {
    const p = readSiteProfile('news.example', [
      page('https://news.example/', `<html><head><title>Uber faces a lawsuit | News</title><meta name="description" content="tags: uber, lyft, lawsuit"></head><body><article><h1>Uber faces a lawsuit</h1><p>Drivers sued Uber on Monday. Lawyers for Uber said the company would fight, and Uber shares fell.</p></article></body></html>`),
    ]);
    expect(p.subjects).toContain('Uber');
  });

  it("keeps an abbreviation's spelled-out name a name, in either order, so it is no category ('multipurpose Internet Mail Extensions')", () => {
    for (const text of [
      'Binary files are sent by mail under the MIME (Multipurpose Internet Mail Extensions) specification, which the encoder follows.',
      'Binary files are sent by mail under the Multipurpose Internet Mail Extensions (MIME) specification, which the encoder follows.',
    ]) {
      const p = readSiteProfile('tools.example', [page('https://tools.example/', `<html><head><title>Encoder</title></head><body><h1>Encoder</h1><p>${text}</p></body></html>`)]);
      const spelled = p.topics.filter((t) => /mail extensions/i.test(t));
      expect(spelled.every((t) => t.startsWith('Multipurpose Internet Mail'))).toBe(true);
      expect(p.category).not.toMatch(/mail extensions/i);
    }
  });
});

describe('kinds said beside the name', () => {
  it('reads the kind a sentence sets beside the name as its subject ("The Snakemake workflow management system is a tool ...")', () => {
    const p = readSiteProfile('snakemake.example', [page('https://snakemake.example/', '<html><head><title>Snakemake</title></head><body><h1>Snakemake</h1><p>The Snakemake workflow management system is a tool to create reproducible and scalable data analyses.</p></body></html>')]);
    expect(p.saidKinds).toContain('workflow management system');
    // A subject that is not the name with its kind says nothing of the site: "The new release process is a tool ...".
    const q = readSiteProfile('snakemake.example', [page('https://snakemake.example/', '<html><head><title>Snakemake</title></head><body><h1>Snakemake</h1><p>The new release process is a tool to create reproducible and scalable data analyses.</p></body></html>')]);
    expect(q.saidKinds).not.toContain('release process');
  });
});

describe('audience and language', () => {
  it('takes no audience from a word that counts or points ("for everything people might want")', () => {
    const p = readSiteProfile('rest.example', [page('https://rest.example/', '<html><head><title>Philosophy</title></head><body><h1>Philosophy</h1><p>I tried to accommodate for everything people might want, in a flexible manner, for data engineers.</p></body></html>')]);
    expect(p.audience).not.toContain('everything people');
    expect(p.audience).toContain('data engineers');
  });

  it('calls no language foreign on identifiers: a reference page of module names says too little to tell', () => {
    const modules = ['java.base', 'java.compiler', 'java.datatransfer', 'java.desktop', 'java.instrument', 'java.logging', 'java.management', 'java.naming', 'java.net.http', 'java.prefs', 'java.rmi', 'java.scripting', 'java.security.jgss', 'java.sql', 'java.xml', 'jdk.accessibility', 'jdk.attach', 'jdk.charsets'];
    const p = readSiteProfile('docs.example', [
      page('https://docs.example/', `<html><head><title>Overview (Platform SE 17 &amp; Kit 17)</title></head><body><h1>Platform, Standard Edition Version 17 API Specification</h1><main><p>${modules.join(' ')}</p></main></body></html>`),
    ]);
    expect(p.lang).not.toBe('und');
  });
});

describe('use cases', () => {
  const home = (text: string) => readSiteProfile('browser.example', [page('https://browser.example/', `<html><head><title>Browser</title></head><body><h1>Browser</h1><p>${text} with the tools that people use every day.</p></body></html>`)]);
  it("takes a light verb's task only for a rare ordinary noun, not for a product's name ('make Firefox match your style')", () => {
    expect(home('Make Firefox match your style').useCases).toEqual([]);
    expect(home('Make invoices in seconds').useCases).toContain('make invoices');
  });

  it("takes no task of the project's contribution workflow ('send pull requests', 'submit patches')", () => {
    const p = readSiteProfile('corvid.example', [page('https://corvid.example/', '<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Corvid is a Django app to track dirty fields on your models. You can send pull requests to improve Corvid, or submit patches by email.</p></body></html>')]);
    expect(p.useCases).toContain('track dirty fields');
    expect(p.useCases.join(' | ')).not.toMatch(/pull requests|patches/);
    // A diff tool's users apply patches: that is their task, not the project's workflow.
    const diff = readSiteProfile('corvid.example', [page('https://corvid.example/', '<html><head><title>Corvid 2.1 documentation</title></head><body><h1>Corvid</h1><p>Corvid is a Python library to apply patches to source trees and parse unified diffs.</p></body></html>')]);
    expect(diff.useCases).toContain('apply patches');
  });
});

describe('documentation sites (real pages from Debian packages)', () => {
  it.each([
    ['nodejs-doc/usr/share/doc/nodejs/api/index.html', 'nodejs.org', 'Node.js'],
    ['phpmyadmin/usr/share/doc/phpmyadmin/html/index.html', 'docs.phpmyadmin.net', 'phpMyAdmin'],
    ['cmake-doc/usr/share/doc/cmake-data/html/index.html', 'cmake.org', 'CMake'],
    ['sphinx-doc/usr/share/doc/sphinx-doc/html/index.html', 'www.sphinx-doc.org', 'Sphinx'],
    ['postgresql-doc-15/usr/share/doc/postgresql-doc-15/html/index.html', 'www.postgresql.org', 'PostgreSQL'],
    ['mkdocs-doc/usr/share/doc/mkdocs/html/index.html', 'www.mkdocs.org', 'MkDocs'],
  ])('%s names the project as people write it: %s', (file, host, brand) => {
    expect(docs(file, host).brand).toBe(brand);
  });

  it('drops the words around a name in a documentation title', () => {
    expect(withoutDocsWords('Welcome to phpMyAdmin’s documentation!')).toBe('phpMyAdmin');
    expect(withoutDocsWords('pandas 1.5.3 documentation')).toBe('pandas');
    expect(withoutDocsWords('Gearmand 1.1.20+ds documentation')).toBe('Gearmand');
    expect(['FRR latest documentation', 'Stressant ??? documentation', 'Emscripten 3.1.6 (dev) documentation'].map(withoutDocsWords)).toEqual(['FRR', 'Stressant', 'Emscripten']);
    expect(withoutDocsWords('Flask Documentation (2.2.x)')).toBe('Flask');
    expect(withoutDocsWords('Apache HTTP Server Version 2.4 Documentation')).toBe('Apache HTTP Server');
    expect(withoutDocsWords('Node.js v18.20.4 Documentation')).toBe('Node.js');
    // Nothing left but the docs word: the name stays as it was.
    expect(withoutDocsWords('Documentation')).toBe('Documentation');
  });

  it('takes a bare kind word with its purpose, and the language its software is for', () => {
    const dask = docs('python-dask-doc/usr/share/doc/python-dask-doc/html/index.html', 'docs.dask.org');
    expect(dask.category).toBe('parallel computing library');
    expect(dask.platform).toBe('Python');
    // An aside between the name and its verb ("scikit-bio (canonically pronounced ...) is a library"; batch ac, asked nothing at first sight).
    const skbio = docs('python-skbio-doc/usr/share/doc/python-skbio-doc/html/index.html', 'scikit-bio.org');
    expect(skbio.saidKinds).toContain('biological data library');
    expect(skbio.platform).toBe('Python');
    // A kind in title case is a name spelled out, in an aside or not: "PETSc (the Portable, Extensible Toolkit for Scientific Computation)".
    const petsc = readSiteProfile('petsc.org', ['index.html', 'usrman/index.html'].map((f, i) => page(`https://petsc.org/${i ? f : ''}`, readFileSync(`${docsDir}python-petsc4py-doc/usr/share/doc/python-petsc4py-doc/${f}`, 'utf8'))));
    expect(petsc.saidKinds.join(' | ')).not.toMatch(/toolkit for scientific/i);
    // The language of what a wrapper wraps is not its own: "a wrapper of the C++ library osmium" (batch am, tuned: "How do I process OSM in C++?").
    expect(docs('pyosmium-doc/usr/share/doc/pyosmium/html/index.html', 'docs.osmcode.org').platform).not.toBe('C++');
    // The Rust project's own language is its brand, not a platform its software is for.
    expect(docs('rust-doc/usr/share/doc/rust-doc/html/index.html', 'doc.rust-lang.org').platform).toBeNull();
    // A host that names the platform with the project ("django-assets") is software for it (batch ag, asked nothing at first sight).
    const djangoAssets = readSiteProfile('django-assets.readthedocs.io', [page('https://django-assets.readthedocs.io/', readFileSync(`${docsDir}python-django-assets-doc/usr/share/doc/python-django-assets-doc/html/index.html`, 'utf8'))]);
    expect(djangoAssets.platform).toBe('Django');
    // A package registry's host says the language of every package it documents: "Python's ConfigParser" on Hackage is what a
    // Haskell library is compared with (batch ah, first seen: "How do I write config files in Python?").
    const configFile = readSiteProfile('hackage.haskell.org', [page('https://hackage.haskell.org/', readFileSync(`${docsDir}libghc-configfile-doc/usr/share/doc/libghc-configfile-doc/html/index.html`, 'utf8'))]);
    expect(configFile.platform).toBe('Haskell');
    // And its package is the brand, not the registry's language ("Haskell" as a brand word kept every Haskell question out).
    expect(configFile.brand).toBe('ConfigFile');
    // A language that starts a name spelled out before its initials is no platform: JOSE is not JavaScript (batch ah).
    const jose = '<title>gizmo</title><h1>gizmo</h1><p>A library for JavaScript Object Signing and Encryption (JOSE): JWS, JWE and JWK.</p>';
    expect(readSiteProfile('gizmo.example', [page('https://gizmo.example/', jose)]).platform).toBeNull();
    expect(readSiteProfile('www.pypi.org', [page('https://www.pypi.org/', '<title>gizmo</title><p>A gizmo.</p>')]).platform).toBe('Python');
  });

  it('never takes a part of the docs, its licence or a measure for a topic', () => {
    for (const [file, host] of [
      ['rust-doc/usr/share/doc/rust-doc/html/index.html', 'doc.rust-lang.org'],
      ['python3.11-doc/usr/share/doc/python3.11/html/index.html', 'docs.python.org'],
      ['ffmpeg-doc/usr/share/doc/ffmpeg/manual/ffmpeg.html', 'ffmpeg.org'],
      ['libreoffice-help-en-us/usr/share/libreoffice/help/en-US/text/swriter/main0000.html', 'help.libreoffice.org'],
    ]) {
      for (const t of docs(file!, host!).topics) expect(t, `${host}: ${t}`).not.toMatch(/\b(documentation|docs|contents|introduction|version|manual|notice|license|links|number|range|amounts?)$/i);
    }
  });

  it("reads no task from what the project's own people aim at", () => {
    const usesOf = (sentence: string) =>
      readSiteProfile('gizmo.example', [page('https://gizmo.example/', `<html><head><title>Gizmo</title></head><body><h1>Gizmo</h1><p>Gizmo is a fast command-line encoder for MP3 files on every platform. ${sentence}</p></body></html>`)]).useCases;
    expect(usesOf('Gizmo can improve the noise shaping and speed of MP3 encoding.')).toContain('improve noise');
    expect(usesOf('The goal of the Gizmo project is to improve the noise shaping and speed of MP3 encoding.')).toEqual([]);
    expect(usesOf('We aim to improve the noise shaping and speed of MP3 encoding.')).toEqual([]);
  });

  it('reads no task from a title-cased heading of two nouns, a light verb with a common object, nor a topic from a version', () => {
    const p = readSiteProfile('bottle.example', [
      page('https://bottle.example/', `<html><head><title>Bottle: a micro web framework</title><meta name="description" content="Bottle lets you make decisions fast and send invoices."></head><body><h1>Bottle v0.12.23</h1><h2>File Uploads</h2><h2>Design Matrices</h2><h2>Upload files</h2><p>You can send invoices in minutes.</p></body></html>`),
    ]);
    expect(p.useCases).toContain('send invoices');
    expect(p.useCases.join(' | ')).not.toMatch(/^file uploads|design matrices|make decisions/);
    expect(p.topics.join(' | ')).not.toMatch(/v0\.12/);
    const cut = readSiteProfile('getdns.example', [page('https://getdns.example/', '<html><head><title>getdns: Python bindings for</title><meta name="description" content="An Apache2 licensed sorted collections library."></head><body><h1>getdns</h1></body></html>')]);
    expect(cut.topics.join(' | ')).not.toMatch(/bindings for$|Apache2|licensed/);
  });

  it('reads the name of a manual or a question-title', () => {
    expect(withoutDocsWords('BIND 9 Administrator Reference Manual')).toBe('BIND');
    expect(withoutDocsWords('What is gevent?')).toBe('gevent');
    expect(withoutDocsWords('[Biopython ]')).toBe('Biopython');
  });

  it('keeps what a kind is for with it ("Python client for memcached"), and no compound cut in two', () => {
    expect(kindForPhrases('pylibmc - Python client for memcached')).toEqual(['Python client for memcached']);
    expect(kindForPhrases('lxml is the most feature-rich and easy-to-use library for processing XML')).toEqual(['library for processing XML']);
    // A bare verb after "for" is a broken clause.
    expect(kindForPhrases('limits: a library for perform rate limiting')).toEqual([]);
    // "open source" is dropped whole, not left as "source framework" (batch af: PySPH).
    expect(kindForPhrases('Gizmo is an open source framework for load testing.')).toEqual(['framework for load testing']);
    // A participle after the noun starts a clause: the noun is what the kind is for.
    expect(kindForPhrases('Widgetry is a Python client for servers using the Redis protocol.')).toEqual(['Python client for servers']);
    // An adjective a comma cuts from its noun is not what the kind is for ("a library for clean").
    expect(kindForPhrases('Widgetry is a Python library for quick, simple and safe access to weather data.')).toEqual([]);
    // What the kind is for keeps its "the" (batch ad: "the best extensions for xtensor library").
    expect(kindForPhrases('xtensor-blas is an extension to the xtensor library')).toEqual(['extension for the xtensor library']);
    const p = readSiteProfile('pylibmc.example', [page('https://pylibmc.example/', '<html><head><title>pylibmc - Python client for memcached</title><meta name="description" content="It is quick and small, and it runs on Python 3."></head><body><h1>pylibmc</h1><h2>Code snippets</h2><p>Read the docs.</p></body></html>')]);
    expect(p.category).toBe('Python client for memcached');
    expect(p.useCases.join(' | ')).not.toMatch(/code snippets/);
  });

  it('reads what a page says the brand is wherever the sentence stands, past a list of praise, and only as a kind', () => {
    const intro = '<html><head><title>Introduction — MkDocs</title></head><body><h1>Introduction</h1><p>Read this first.</p><p>Some history of the project goes here, over a few words.</p><p>MkDocs is a fast, simple and downright gorgeous static site generator. MkDocs is the successor of an older tool.</p></body></html>';
    const p = readSiteProfile('www.mkdocs.org', [page('https://www.mkdocs.org/', '<html><head><title>MkDocs</title></head><body><h1>MkDocs</h1></body></html>'), page('https://www.mkdocs.org/intro', intro)]);
    expect(p.category).toBe('static site generator');
    expect(p.category).not.toBe('successor');
  });

  it('reads the object a measure measures, not the measure', () => {
    expect(actionPhrases('Use it to process vast amounts of messages.')).toEqual(['process messages']);
    const p = readSiteProfile('convert.example', [page('https://convert.example/', '<html><head><title>Convert | Image converter</title><meta name="description" content="Convert supports a wide range of formats and an arbitrary number of files."></head><body><h1>Image converter</h1></body></html>')]);
    expect(p.topics.join(' | ')).not.toMatch(/range|number/);
  });
});

describe('what a site says it is for, and which of its tasks it claims', () => {
  const home = page(
    'https://rivulet.example/',
    `<html><head><title>Rivulet: stream processing</title></head><body><h1>Rivulet</h1>
     <p>Rivulet is a framework and distributed processing engine for stateful computations over data streams.</p>
     <h2>Process live streams</h2>
     <p>Companies use Rivulet for fraud detection, real-time recommendations, monitoring of networks and machines, continuous ETL into data lakes and live dashboards.</p>
     <p>The second key is used for signing releases.</p></body></html>`,
  );
  const manual = page('https://rivulet.example/guide', '<html><head><title>Guide</title></head><body><h1>Schedule data pipelines</h1><h2>Create a session</h2><h2>Share a connection</h2></body></html>');
  const useCases = page('https://rivulet.example/use-cases', '<html><head><title>Use cases | Rivulet</title></head><body><h1>Use cases</h1><h2>Event-driven applications</h2><h2>Streaming analytics</h2></body></html>');
  const p = readSiteProfile('rivulet.example', [home, manual, useCases]);

  it("reads the things people use the brand for from its sentences and its use-case page, not a manual's detail", () => {
    expect(p.purposes).toEqual(expect.arrayContaining(['fraud detection', 'real-time recommendations', 'continuous ETL', 'live dashboards', 'event-driven applications', 'streaming analytics']));
    // "monitoring of networks" is half a phrase; "signing releases" is what a key is used for, not the brand.
    expect(p.purposes.join(' | ')).not.toMatch(/^monitoring$|machines|signing/);
    // A task after "for" is no thing used for: "MAME can be used for ... and disable signature verification" (batch at, first seen).
    const tasks = readSiteProfile('mame.example', [page('https://mame.example/', '<html><head><title>MAME</title></head><body><h1>MAME</h1><p>MAME is a multi-purpose emulation framework.</p><p>You can use MAME for arcade emulation and disable signature verification.</p></body></html>')]);
    expect(tasks.purposes).toContain('arcade emulation');
    expect(tasks.purposes.join(' | ')).not.toMatch(/disable/);
  });

  it("claims the home page's tasks and what each page is for (its H1), not a manual's steps", () => {
    expect(p.useCases).toEqual(expect.arrayContaining(['create session']));
    expect(p.claimedUses).toEqual(expect.arrayContaining(['process live streams', 'schedule data pipelines']));
    expect(p.claimedUses.join(' | ')).not.toMatch(/session|connection/);
  });

  it('tells the kinds the site says it is from those its titles give', () => {
    expect(p.saidKinds).toContain('distributed processing engine');
    expect(p.saidKinds).not.toContain('stream processing');
  });

  it('keeps a hyphenated compound whole: dropped when it is praise, kept when it is a kind\'s word', () => {
    expect(nounPhrases('real-time analytics')).toEqual(['real-time analytics']);
    expect(nounPhrases('a full-featured web framework')).toEqual(['web framework']);
    expect(nounPhrases('world-class support')).toEqual(['support']);
    // How a thing is made is no field of it: "format-agnostic", "asyncio-based" (its platform is asked for on its own), "high-level".
    expect(nounPhrases('a format-agnostic tabular dataset library')).toEqual(['tabular dataset library']);
    expect(nounPhrases('an asyncio-based client')).toEqual(['client']);
    expect(nounPhrases('a high-level API')).toEqual(['API']);
    // A compound of a field's words stays: "plant-based recipes", "rule-based engine".
    expect(nounPhrases('plant-based recipes')).toEqual(['plant-based recipes']);
    expect(nounPhrases('a rule-based engine')).toEqual(['rule-based engine']);
    expect(nounPhrases('the so-called DPIV')).toEqual(['DPIV']);
  });

  it('reads what an implementation implements, and a kind with what it is for over the bare kind', () => {
    expect(selfDescription('Knot Resolver is a minimalistic implementation of a caching validating DNS resolver.')?.category).toBe('caching validating DNS resolver');
    // A standard's name is no kind of software.
    expect(selfDescription('Kea is an open source implementation of the Dynamic Host Configuration Protocol servers.')?.category).not.toMatch(/Protocol/);
    const stem = readSiteProfile('stem.torproject.org', [page('https://stem.torproject.org/', '<html><head><title>Welcome to Stem! — Stem 1.8.1 documentation</title></head><body><h1>Welcome to Stem!</h1><p>Stem is a Python controller library for Tor. With it you can use Tor\'s control protocol to script against the Tor process.</p></body></html>')]);
    expect(stem.category).toBe('Python controller library for Tor');
    expect(selfDescription('Corvid is a performant library for parsing email.')?.category).not.toMatch(/performant/);
    // A purpose cut after its gerund is none; "full text" is not praise.
    expect(kindForPhrases('igraph is a library for creating and manipulating graphs')).not.toContain('library for creating');
    expect(nounPhrases('an accurate full text search engine')).toEqual(['full text search engine']);
  });

  it('reads a rare doer in -er or -or as a kind of software ("static type checker"), not an everyday noun', () => {
    expect(isAgentPhrase('static type checker')).toBe(true);
    expect(isAgentPhrase('static code analysers')).toBe(true);
    expect(isAgentPhrase('page number')).toBe(false);
    expect(isAgentPhrase('white paper')).toBe(false);
  });

  it("reads an -ing word before the kind's head as a compound, not an activity", () => {
    expect(isActivityPhrase('processing engine for stateful computations')).toBe(false);
    expect(isActivityPhrase('testing framework')).toBe(false);
    expect(isActivityPhrase('building custom applications')).toBe(true);
  });
});
