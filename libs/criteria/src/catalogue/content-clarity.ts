/** Content & Clarity: can an engine tell what the page is about and lift a clear answer from it? */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

export const CONTENT_CLARITY: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'C1_title_quality',
    label: 'Title quality',
    title: 'Every page has a specific title of 15–65 characters',
    description: `The <title> is the name shown beside your page wherever it is listed or cited, and one of the strongest hints about what the page answers. ChatGPT search, Perplexity and Google AI Overviews list their sources by title, so a vague or truncated one loses the click even when you are quoted. ${learnMore(SRC.googleTitleLinks)}`,
    category: 'Content & Clarity',
    scope: 'page',
    weight: 12,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Google builds a result's title link mainly from the <title> element, and search-grounded assistants (ChatGPT search, Perplexity, Copilot, Google's AI features) typically choose which results to open from their titles and snippets before reading a word of the page. A title that names the specific topic, then the brand, tells the model what the page answers and is what the user sees next to the citation. Titles under 15 characters are usually generic ("Home", "Services"); beyond about 65 they are cut off mid-phrase.`,
    how_to_fix: steps(
      `Write a unique title for each page that leads with its specific topic and ends with the brand: "Primary topic – detail | Brand".`,
      `Keep it between 15 and 65 characters so it is not truncated in result and source lists.`,
      `Use the words people put in their questions: "Emergency roof repair in Denver | Apex Roofing", not "Services | Apex Roofing".`,
      `Put the <title> in the server-rendered <head>; a title set only by JavaScript in the browser is invisible to crawlers that don't render.`,
      `Replace template defaults such as "Home", "Untitled" or the bare site name in your CMS.`,
    ),
    common_issues: [
      'Missing or empty <title>',
      'The same title on many pages (template default or the site name alone)',
      'Generic titles such as "Home", "Welcome" or "Products"',
      'Titles over 65 characters that are truncated in results',
      'Title set only by client-side JavaScript, so non-rendering AI crawlers see a placeholder',
    ],
    quick_fixes: [
      'Rewrite titles shorter than 15 or longer than 65 characters',
      'Lead with the page topic, end with the brand',
      'Replace template default titles in the CMS',
    ],
    examples: [
      { label: 'Before: generic title', code: '<title>Home</title>' },
      { label: 'After: topic first, brand last (49 characters)', code: '<title>Emergency Roof Repair in Denver | Apex Roofing</title>' },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        'Google documents that it builds title links primarily from the <title> element and asks for descriptive, concise titles without boilerplate. The 15–65 character band is our heuristic for display width, not a documented limit.',
      source: link('Influencing title links in Google Search', SRC.googleTitleLinks),
    },
    display_order: 1,
    importance_rank: 2,
    scoring_approach: `Takes the first <title> in the <head>, decodes entities, trims and collapses whitespace, and counts characters. 0 if missing or empty. 100 for 15–65 characters (the range the UI states as good). 70 for 66–90 characters (shown truncated). 40 for 1–14 or more than 90 characters. A title that is only a boilerplate word ("Home", "Index", "Untitled", "Welcome", "Document", "New page", ignoring a "| Brand" suffix) is capped at 20. ${JS_RULE}`,
    official_docs: SRC.googleTitleLinks,
    references: [SRC.googleTitleLinks, SRC.mdnTitle, SRC.googleSeoStarter],
    learn_more_links: [
      link('Influencing title links in Google Search', SRC.googleTitleLinks),
      link('<title>: the Document Title element (MDN)', SRC.mdnTitle),
    ],
  },
  {
    ...BASE,
    id: 'C2_meta_description',
    label: 'Meta description',
    title: 'Each page has a 50–160 character meta description that summarises it',
    description: `The meta description is your own one-line summary of the page. Search engines use it for the snippet under your link, and titles plus snippets are what AI assistants scan when deciding which results to read, so a specific summary helps the right page get picked. ${learnMore(SRC.googleSnippets)}`,
    category: 'Content & Clarity',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Google says it uses the meta description for the snippet when it describes the page better than text taken from the page, and other engines behave similarly. Those snippets are the first thing ChatGPT search, Perplexity, Copilot and Google's AI features see when they sift search results for pages worth opening. A summary with a concrete fact ("Same-day roof repair across Denver, from $350") matches a question far better than an empty or generic one. It is also the fallback description for many link previews.`,
    how_to_fix: steps(
      'Add <meta name="description" content="…"> to the <head> of every indexable page.',
      'Write 50–160 characters: what the page offers, for whom, and one concrete detail (price, place, number, date).',
      "Make each description unique and don't repeat the title.",
      "Where hand-writing doesn't scale, generate it from the page's lead paragraph in the template, then hand-edit your top pages.",
      'Serve it in the static HTML, not injected by JavaScript.',
    ),
    common_issues: [
      'No meta description',
      'The same description (often the slogan) on every page',
      'Under 50 characters: too vague to match a question',
      'Over 160 characters and truncated',
      'A copy of the title',
    ],
    quick_fixes: [
      'Write descriptions for your 20 most visited pages first',
      'Include one concrete fact in each description',
      'Remove the sitewide default description from the template',
    ],
    examples: [
      { label: 'Before: empty slogan', code: '<meta name="description" content="Welcome to our website">' },
      {
        label: 'After: what, where, one fact (109 characters)',
        code: '<meta name="description" content="Same-day emergency roof repair across Denver. Licensed crews, free inspection, repairs from $350.">',
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        "Google documents that it may use the meta description for a result's snippet when it describes the page more accurately than on-page text. That assistants choose sources partly by snippet is our inference from how search-grounded answers work; the 50–160 band is our heuristic.",
      source: link('Control your snippets in search results', SRC.googleSnippets),
    },
    display_order: 2,
    importance_rank: 13,
    scoring_approach: `Reads <meta name="description"> (name matched case-insensitively; the first one if there are several). 0 if missing or empty. 100 for 50–160 characters (the range the UI states as good). 75 for 161–200 characters. 50 for 1–49 or more than 200 characters. A description identical to the <title> is capped at 50. ${JS_RULE}`,
    official_docs: SRC.googleSnippets,
    references: [SRC.googleSnippets, SRC.googleSeoStarter],
    learn_more_links: [link('Control your snippets in search results', SRC.googleSnippets)],
  },
  {
    ...BASE,
    id: 'A1_answer_first',
    label: 'Answer first',
    title: "The page opens with a short, direct answer to its main question",
    description: `Answer engines quote passages, not pages. When the first paragraph under the heading answers the page's question in a few self-contained sentences, that is the passage ChatGPT, Perplexity and Google AI Overviews can lift and cite; when the page opens with a preamble, they quote someone else. ${learnMore(SRC.googleAiFeatures)}`,
    category: 'Content & Clarity',
    scope: 'page',
    weight: 15,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Search-grounded assistants retrieve a handful of pages, split them into passages and build the answer from the passages that best match the question, citing where each came from. A 20–80 word paragraph directly under the H1 that names the subject and gives the answer (a definition, a number, a yes or no with its condition) is the easiest passage to match and quote. Pages that open with a slogan, a hero banner or "In this article we will…" put text that matches nothing where the answer should be. This is the heaviest check in the Citable Score (weight 15).`,
    how_to_fix: steps(
      'Decide the one question the page answers; usually it is the title.',
      'Directly under the H1, write a 20–80 word paragraph that answers it outright: name the subject, give the answer, add the key condition or number.',
      'Start with the subject, not a pronoun ("Gutter cleaning takes…", not "It takes…"), so the passage makes sense when quoted alone.',
      'Move introductions, hero banners and sign-up boxes below that paragraph or into the header.',
      'Make sure the paragraph is in the server-rendered HTML.',
      'Add detail, steps and evidence after the answer.',
    ),
    common_issues: [
      'The page opens with a hero slogan, carousel or sign-up form',
      `The first paragraph is a preamble ("In today's world…", "In this guide we'll…")`,
      'The answer is scattered over fragments and bullet points with no complete sentence',
      'The lead starts with "It" or "This" and makes no sense on its own',
      'The main text is rendered by JavaScript only',
    ],
    quick_fixes: [
      'Add a two- or three-sentence answer paragraph right under the H1',
      "Start the first sentence with the page's subject",
      'Delete "In this article…" introductions',
    ],
    examples: [
      {
        label: 'Before: preamble first',
        code: dedent(`
          <h1>Gutter cleaning</h1>
          <p>Welcome! Since 1998 our family business has been passionate about happy homes.</p>
        `),
      },
      {
        label: 'After: the answer first',
        code: dedent(`
          <h1>Gutter cleaning</h1>
          <p>Gutter cleaning for a two-storey house takes 2–3 hours and costs $150–$250 with us.
            The price depends on roof length and access; it includes flushing the downspouts and a photo report.</p>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'Our model of retrieval-augmented answering: engines rank passages and quote the best match, so a concise answer at the top is the most likely to be lifted. Google documents that AI Overviews and AI Mode build responses from indexed pages and link the supporting ones, but not how passages are chosen.',
      source: link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    },
    display_order: 3,
    importance_rank: 1,
    scoring_approach: `Finds the main content (<main>, else <article>, else <body> without header, nav, aside and footer) and its lead: the first paragraph or text block of at least 12 words after the H1. Points: position 35 (the lead starts within the first 100 words of the main content; 15 if within 250); length 30 (20–80 words; 15 for 12–19 or 81–150); topic 20 (the lead shares at least one non-stopword with the H1, or with the title when there is no H1); self-contained 15 (its first sentence does not open with a back-reference such as It, This, That, These, They, Here or "As mentioned"). Pages with fewer than 50 words of main text score 0: there is nothing to quote. ${JS_RULE}`,
    official_docs: SRC.googleAiFeatures,
    references: [SRC.googleAiFeatures, SRC.googleHelpfulContent, SRC.vercelAiCrawlers],
    learn_more_links: [
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
      link('Creating helpful, reliable, people-first content', SRC.googleHelpfulContent),
    ],
  },
  {
    ...BASE,
    id: 'A7_llm_answerability',
    label: 'LLM answerability',
    title: "A language model can find a short, quotable answer to the page's main question",
    description: `We ask a language model to do what an answer engine does: work out which question the page is for, then find a passage it could quote as the answer. If a model can't, ChatGPT, Claude and Perplexity are unlikely to cite the page for that question. In preview: shown, not yet counted in scores. ${learnMore(SRC.geoPaper)}`,
    category: 'Content & Clarity',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'llm',
    preview: true,
    track: 'aeo',
    why_it_matters: `Rule-based checks can tell whether a lead paragraph exists; only a model can tell whether it actually answers anything. This check approximates the judgement a search-grounded assistant makes about every page it retrieves: is there a self-contained passage that answers the question, with specifics? The GEO study (Aggarwal et al., KDD 2024) found that adding statistics, quotations and cited sources raised a page's visibility in generative engine answers by roughly 30–40%, while keyword stuffing did not help. Our rubric rewards the same concreteness.`,
    how_to_fix: steps(
      "Read the model's inferred question and quoted passage in this check's evidence; if the question is wrong, the title and H1 are unclear.",
      'Write one 40–80 word passage that fully answers that question on its own: subject named, answer stated, conditions given.',
      'Add a concrete fact: a number, date, price range, measurement or named source.',
      'Link the source of every statistic you quote.',
      `Cut claims nobody can check ("industry-leading", "best-in-class").`,
    ),
    common_issues: [
      'The page never states the answer; it sends the reader to a form instead',
      'The answer is split across tabs or accordions loaded by JavaScript',
      'Claims without numbers or sources',
      'The page tries to answer many questions and answers none fully',
    ],
    quick_fixes: [
      'Add a 40–80 word answer paragraph containing one number',
      'Link the source of each statistic',
      'Replace vague superlatives with specific facts',
    ],
    examples: [
      { label: 'Before: nothing to quote', code: '<p>We offer industry-leading backup solutions tailored to your unique needs.</p>' },
      {
        label: 'After: a quotable, specific answer',
        code: dedent(`
          <p>Our managed backup copies every server every 15 minutes and keeps 90 days of versions.
            Restores of up to 1 TB finish within 4 hours, measured across 1,200 customer restores in 2024.</p>
        `),
      },
    ],
    evidence_basis: {
      kind: 'study',
      summary:
        'Aggarwal et al., "GEO: Generative Engine Optimization" (KDD 2024, arXiv:2311.09735) found that adding citations, quotations and statistics raised visibility in generative engine answers by about 30–40% on their benchmark. Our rubric rewards self-contained, specific passages in that spirit; the LLM judgement itself is our method and can vary between models.',
      source: link('GEO: Generative Engine Optimization (arXiv:2311.09735)', SRC.geoPaper),
    },
    display_order: 4,
    importance_rank: 14,
    scoring_approach:
      'Runs only when an LLM is configured; otherwise not_applicable. The model receives the title, the H1 and the first 1,500 words of main text from the static HTML, at temperature 0, and returns JSON: the main question, the passage it would quote, and four sub-scores. Rubric: the page answers its main question explicitly, 0–40; the answer fits in one passage of at most 80 words, 0–30; the passage is self-contained (names its subject, needs no surrounding text), 0–20; it is specific (numbers, dates, named sources), 0–10. Score = the sum. The quoted passage must occur verbatim in the page text; if it does not, the last three sub-scores are set to 0, so an invented quote earns nothing. Preview: stored and shown, left out of every score.',
    official_docs: null,
    references: [SRC.geoPaper, SRC.googleAiFeatures, SRC.googleHelpfulContent],
    learn_more_links: [
      link('GEO: Generative Engine Optimization (Aggarwal et al., 2024)', SRC.geoPaper),
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    ],
  },
  {
    ...BASE,
    id: 'S7_dup_title_pct',
    label: 'Unique titles',
    title: 'At least 90% of pages have a title no other page uses',
    description: `When dozens of pages share one title, engines can't tell them apart in a result list, and assistants may cite the wrong one or drop them as duplicates. Unique titles let each page compete for its own question. ${learnMore(SRC.googleTitleLinks)}`,
    category: 'Content & Clarity',
    scope: 'site',
    weight: 8,
    impact: 'Medium',
    pass_threshold: 90,
    warn_threshold: 75,
    check_type: 'aggregate',
    preview: false,
    track: 'geo',
    why_it_matters: `Google asks for unique titles and rewrites repeated or boilerplate ones. When several pages carry the same title, search results (and the assistants reading them) see near-identical candidates and usually keep one, often not the most relevant. Duplicate titles are also a strong sign of template or duplicate pages, which engines consolidate and AI indexes may skip.`,
    how_to_fix: steps(
      "Take the duplicate groups from this check's evidence.",
      'For template pages (products, locations, articles), build titles from the fields that make each page unique: product name, city, headline.',
      'Give paginated and filtered lists the page number or filter in the title, or canonicalize them to the main list.',
      'Where pages really are duplicates, merge them and 301-redirect the extras.',
    ),
    common_issues: [
      'The CMS default title (the site name) on every page',
      'Location or product pages sharing one template title',
      'Paginated archives with identical titles',
      'Print and tracking-parameter variants crawlable as separate pages',
    ],
    quick_fixes: [
      'Add the unique field (product, city, headline) to title templates',
      'Canonicalize filtered and paginated variants to the main page',
    ],
    examples: [
      {
        label: 'Before: one title for every location page',
        code: dedent(`
          <!-- /locations/denver -->
          <title>Locations | Apex Roofing</title>
          <!-- /locations/boulder -->
          <title>Locations | Apex Roofing</title>
        `),
      },
      {
        label: 'After: the city makes each title unique',
        code: dedent(`
          <!-- /locations/denver -->
          <title>Roof Repair in Denver, CO | Apex Roofing</title>
          <!-- /locations/boulder -->
          <title>Roof Repair in Boulder, CO | Apex Roofing</title>
        `),
      },
    ],
    evidence_basis: {
      kind: 'documented',
      summary:
        "Google's title link documentation asks for a unique title on each page and warns against repeated or boilerplate text in <title> elements.",
      source: link('Influencing title links in Google Search', SRC.googleTitleLinks),
    },
    display_order: 5,
    importance_rank: 15,
    scoring_approach:
      'Considers crawled HTML pages with a 2xx status, not noindex, and not canonicalized to another URL. Titles are compared after decoding entities, trimming, collapsing whitespace and lower-casing. Score = 100 × (pages whose title no other considered page shares) / (considered pages); a page without a title counts as not unique. Needs at least 2 considered pages, otherwise not_applicable. Pass 90, warn 75.',
    official_docs: SRC.googleTitleLinks,
    references: [SRC.googleTitleLinks, SRC.googleCanonical],
    learn_more_links: [
      link('Influencing title links in Google Search', SRC.googleTitleLinks),
      link('How to specify a canonical URL', SRC.googleCanonical),
    ],
  },
];
