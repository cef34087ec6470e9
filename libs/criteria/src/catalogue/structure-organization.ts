/** Structure & Organization: is the page shaped so its parts can be found and quoted on their own? */
import { BASE, type CatalogueCriterion, JS_RULE, PAGE_THRESHOLDS, SHARE_RULE, dedent, steps } from './shared.js';
import { SRC, learnMore, link } from './sources.js';

export const STRUCTURE_ORGANIZATION: readonly CatalogueCriterion[] = [
  {
    ...BASE,
    id: 'C3_h1_presence',
    label: 'Single H1',
    title: 'Each page has exactly one H1 that names its topic',
    description: `The H1 is the visible headline that tells readers and parsers what the page is about. One clear H1 gives every system a single topic to attach your passages to; none, or several competing ones, leaves them guessing. ${learnMore(SRC.mdnHeadings)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 10,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Retrieval pipelines commonly keep a passage's heading path (H1 › H2 › H3) as its context, so the H1 travels with every passage an assistant quotes. A page without an H1 gives its passages no stated topic; several H1s (typically the logo, a banner slogan and the article title all marked as H1) split it. Google says its own systems cope with several H1s, so this is about clarity for every parser, not a Google penalty.`,
    how_to_fix: steps(
      "Mark up the page's main headline, usually the title's topic, as its single <h1>.",
      'Change logos, site names and banner slogans from <h1> to <p>, <div> or <span> with the same styling.',
      'Turn secondary H1s into <h2>.',
      'Give the H1 real text; if it has to be an image, give the image alt text.',
      'Render the H1 in the static HTML.',
    ),
    common_issues: [
      'No H1: the headline is a styled <div class="title">',
      "The logo is wrapped in <h1> on every page, next to the article's own H1",
      'A page builder that gives every section an H1',
      'An H1 containing only an image without alt text',
      'An H1 injected by JavaScript',
    ],
    quick_fixes: ["Change the logo's <h1> to a <div>", 'Turn extra H1s into H2s'],
    examples: [
      {
        label: 'Before: three H1s',
        code: dedent(`
          <h1><img src="/logo.svg"></h1>
          <h1>Spring sale: 20% off</h1>
          <h1>Heat pump installation</h1>
        `),
      },
      {
        label: 'After: one H1',
        code: dedent(`
          <a class="logo" href="/"><img src="/logo.svg" alt="CoolAir"></a>
          <h1>Heat pump installation</h1>
          <h2>Spring sale: 20% off</h2>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'MDN advises against several <h1> elements on one page, and accessibility guidance treats the H1 as the page topic. Google says multiple H1s do not hurt its ranking; we reward exactly one because it gives every parser a single, unambiguous topic.',
      source: link('<h1>–<h6>: the HTML Section Heading elements (MDN)', SRC.mdnHeadings),
    },
    display_order: 6,
    importance_rank: 4,
    scoring_approach: `Counts <h1> elements with non-empty text (their text, or the alt text of an image inside). Exactly one = 100, none = 0, more than one = 30 (the rule the UI states). H1s hidden with the hidden attribute, aria-hidden="true" or an inline display:none are not counted. ${JS_RULE}`,
    official_docs: SRC.mdnHeadings,
    references: [SRC.mdnHeadings, SRC.w3cHeadings, SRC.googleSeoStarter],
    learn_more_links: [
      link('<h1>–<h6>: the HTML Section Heading elements (MDN)', SRC.mdnHeadings),
      link('Headings (W3C Web Accessibility Tutorials)', SRC.w3cHeadings),
    ],
  },
  {
    ...BASE,
    id: 'A2_headings_semantic',
    label: 'Heading structure',
    title: 'Headings form a clean outline with descriptive wording',
    description: `Headings are the table of contents machines read. A clean H1 › H2 › H3 outline with descriptive wording lets an answer engine find the section that answers a question and quote it with the right context. ${learnMore(SRC.w3cHeadings)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 10,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Retrieval pipelines typically chunk pages at headings and use the heading text to judge what each chunk answers. "Overview" or "More info" says nothing; "How long does installation take?" matches a real question. Skipped levels and headings used only for styling (a bold sidebar label as H4) scramble the outline, so a passage can end up attached to the wrong topic. Screen readers navigate by the same outline.`,
    how_to_fix: steps(
      "Use one H1, H2 for the main sections and H3 for sub-sections; don't jump from H2 to H4.",
      'Write headings that say what the section answers ("Pricing for small teams", "How to reset your password").',
      'Stop using heading tags for visual styling; use CSS classes instead.',
      'Remove empty headings and give image-only headings alt text.',
      'On pages over 300 words, add an H2 every few paragraphs.',
    ),
    common_issues: [
      'Heading levels chosen for font size, so they jump (H1 → H4)',
      'Generic headings: "Overview", "Details", "Read more"',
      'Sidebar and footer widgets marked up as H2–H4',
      'Long text with no subheadings at all',
      'Empty heading tags left by a page builder',
    ],
    quick_fixes: [
      'Replace generic headings with the question each section answers',
      'Fix skipped heading levels',
      'Turn styling-only headings into <p class="…">',
    ],
    examples: [
      {
        label: 'Before: levels chosen for looks, generic text',
        code: dedent(`
          <h1>Pricing</h1>
          <h4>Overview</h4>
          <h4>More</h4>
        `),
      },
      {
        label: 'After: an outline of questions',
        code: dedent(`
          <h1>Pricing</h1>
          <h2>How much does the Team plan cost?</h2>
          <h3>What counts as a seat</h3>
          <h2>Can I switch plans mid-year?</h2>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'W3C accessibility guidance describes headings as the page outline and advises against skipping levels. That retrieval systems chunk pages at headings is common practice, not documented by any provider.',
      source: link('Headings (W3C Web Accessibility Tutorials)', SRC.w3cHeadings),
    },
    display_order: 7,
    importance_rank: 5,
    scoring_approach: `Starts at 100 and deducts, never below 0: 40 if a page with 300+ words of main text has no H2–H6; 10 per skipped level on the way down (for example an H2 followed by an H4), at most 30; 10 per empty heading (no text and no image alt), at most 20; 5 per generic heading ("Overview", "Introduction", "Details", "More", "More info", "Read more", "Learn more", "Click here", "Section 1"…), at most 20; 10 if the first heading of the main content is not the H1. Headings inside nav, header, footer and aside are ignored. ${JS_RULE}`,
    official_docs: SRC.w3cHeadings,
    references: [SRC.w3cHeadings, SRC.mdnHeadings, SRC.googleSeoStarter],
    learn_more_links: [
      link('Headings (W3C Web Accessibility Tutorials)', SRC.w3cHeadings),
      link('<h1>–<h6>: the HTML Section Heading elements (MDN)', SRC.mdnHeadings),
    ],
  },
  {
    ...BASE,
    id: 'C5_h2_coverage_ratio',
    label: 'H2 section coverage',
    title: 'Long pages are split into H2 sections of digestible length',
    description: `A long page without H2s is one block of text to an answer engine: it can't find or cite the part that answers a specific question. Splitting content into H2 sections of a few paragraphs makes every part findable and quotable on its own. ${learnMore(SRC.w3cHeadings)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Retrieval systems work with chunks of a few hundred words. When H2s mark where the topic changes, each chunk carries a heading that says what it is about, and the many related sub-queries Google's AI Mode issues ("query fan-out") have more distinct sections to match. Text outside any short, headed section tends to be cut at arbitrary points and matched poorly.`,
    how_to_fix: steps(
      'On pages over 300 words, add an H2 wherever the topic changes, roughly every 150–400 words.',
      'Phrase each H2 as the question or task its section covers.',
      'Split sections longer than 400 words with another H2, or with H3s.',
      'Keep the text before the first H2 under 150 words: the answer paragraph, not a preamble.',
    ),
    common_issues: [
      'A long article with one H1 and no H2s',
      'One H2 near the top followed by 1,500 words',
      'Sections separated by bold paragraphs instead of headings',
      'An introduction of several hundred words before the first H2',
    ],
    quick_fixes: ['Add an H2 at each change of topic', 'Split sections longer than 400 words'],
    examples: [
      {
        label: 'Before: one wall of text',
        code: dedent(`
          <h1>A beginner's guide to composting</h1>
          <p>… 1,800 words, no subheadings …</p>
        `),
      },
      {
        label: 'After: headed sections',
        code: dedent(`
          <h1>A beginner's guide to composting</h1>
          <p>Composting turns kitchen and garden waste into soil in 2–6 months…</p>
          <h2>What can go in a compost bin?</h2>
          <p>…</p>
          <h2>How long does compost take?</h2>
          <p>…</p>
          <h2>Why does my compost smell?</h2>
          <p>…</p>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        "Google documents that AI Overviews and AI Mode may issue many related searches across subtopics (\"query fan-out\") to build a response. The section lengths we reward are our judgement of what chunks well, not a documented limit.",
      source: link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    },
    display_order: 8,
    importance_rank: 16,
    scoring_approach: `Only for pages with 300 or more words of main text; shorter pages are not_applicable. The main text is split at each H2. Covered words = the words before the first H2 (up to 150) plus, for each H2 section, its words up to 400; words beyond 400 in one section count as uncovered. Ratio = covered / all main-text words. Score = min(100, round(ratio × 125)): 80% coverage or more scores 100, and 68% reaches the pass mark of 85. ${JS_RULE}`,
    official_docs: SRC.w3cHeadings,
    references: [SRC.w3cHeadings, SRC.googleAiFeatures],
    learn_more_links: [
      link('Headings (W3C Web Accessibility Tutorials)', SRC.w3cHeadings),
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    ],
  },
  {
    ...BASE,
    id: 'A3_faq_presence',
    label: 'FAQ content',
    title: 'The page answers its common questions in visible question-and-answer pairs',
    description: `A visible FAQ turns the questions people actually type into headings with direct answers, which is exactly the shape of a question put to ChatGPT or Perplexity. Each pair is a ready-made, quotable answer. ${learnMore(SRC.googleAiFeatures)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 8,
    impact: 'Medium',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `People ask assistants whole questions: "Can I cancel anytime?", "Does it work on a Mac?". A question heading with a one-to-three sentence answer beneath it matches those queries almost word for word and gives the engine a complete, citable answer; it also covers the follow-up questions AI Mode fans out to. The Q&A must be visible on the page: questions that exist only in JSON-LD are not what Google or the assistants read as the page's content.`,
    how_to_fix: steps(
      "Collect real questions from support tickets, sales calls, on-site search and Google's \"People also ask\".",
      'Add an FAQ section with at least three of them as headings (<h2>/<h3>), <dt> terms, or <summary> elements inside <details>.',
      'Answer each in its first sentence, in 10–80 words, then add detail.',
      'Keep the answers in the HTML: a collapsed <details> is fine, an answer fetched on click is not.',
      'Answer each question once on the site and link to it from elsewhere.',
    ),
    common_issues: [
      'Questions live only on a separate /faq page',
      'Questions whose answers load by JavaScript on click',
      'Marketing questions nobody asks ("Why are we the best?")',
      'Answers only in FAQPage JSON-LD, not on the page',
    ],
    quick_fixes: [
      'Add three real customer questions with short answers',
      'Use <details>/<summary> for collapsible answers that stay in the HTML',
    ],
    examples: [
      {
        label: 'After: visible, collapsible Q&A that stays in the HTML',
        code: dedent(`
          <h2>Frequently asked questions</h2>
          <details>
            <summary>Can I cancel at any time?</summary>
            <p>Yes. Cancel from Settings › Billing and you keep access until the end of the month you paid for. There is no cancellation fee.</p>
          </details>
          <details>
            <summary>Does it work on a Mac?</summary>
            <p>Yes, on macOS 13 or later, on both Apple silicon and Intel Macs.</p>
          </details>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        "Question-shaped headings with direct answers match conversational queries; no engine documents a boost for FAQ sections. Google's structured data policies require any marked-up Q&A to be visible on the page, which is why only visible pairs count here.",
      source: link('General structured data guidelines (Google)', SRC.googleStructuredDataPolicies),
    },
    display_order: 9,
    importance_rank: 17,
    scoring_approach: `Counts visible question-and-answer pairs: a question (a heading, <summary>, <dt> or bold lead-in that ends in "?" or starts with how, what, why, when, where, who, which, can, do, does, is, are, should or will) followed by at least 10 words of answer before the next question. 3 or more pairs = 100; 2 = 75; 1 = 50; an FAQ heading ("FAQ", "Frequently asked questions", "Questions") with no answered pair = 30; none = 0. Q&A present only in JSON-LD does not count here (see A4_schema_faqpage). Pages with fewer than 150 words of main text are not_applicable. ${JS_RULE}`,
    official_docs: null,
    references: [SRC.googleAiFeatures, SRC.googleStructuredDataPolicies, SRC.mdnDetails],
    learn_more_links: [
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
      link('<details>: the Details disclosure element (MDN)', SRC.mdnDetails),
    ],
  },
  {
    ...BASE,
    id: 'A5_related_questions_block',
    label: 'Related questions',
    title: 'The page links to your answers for the natural next questions',
    description: `Assistants rarely stop at one question: Google's AI Mode fans a query out into related searches, and chat users ask follow-ups. A block of links to your answers for the next questions keeps those follow-ups on your site and shows crawlers how your pages connect. ${learnMore(SRC.googleAiFeatures)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 6,
    impact: 'Low',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: false,
    track: 'aeo',
    why_it_matters: `Google documents that AI Overviews and AI Mode may run a "query fan-out": many related searches across subtopics, whose results feed the answer. Linking to your own pages for those subtopics ("How much does it cost to run?", "Does it work below freezing?") helps crawlers find them and gives each one descriptive anchor text. When an assistant fetches your page for a user (ChatGPT-User, Claude-User, Perplexity-User), these links are the obvious next pages to open.`,
    how_to_fix: steps(
      'Below the main content, add a "Related questions" block.',
      'List 3–6 internal links phrased as the questions they answer.',
      'Point each link at the page, or the #section, that answers it.',
      'Pick the follow-ups from search data, support tickets or your FAQ.',
      'Use plain <a href> links in the HTML, not a widget loaded by JavaScript.',
    ),
    common_issues: [
      'No related links, or only "Recent posts" sorted by date',
      'Anchors that say "Read more" instead of what they lead to',
      'A related-content widget injected by a third-party script after load',
      'Links to the homepage or category pages instead of specific answers',
    ],
    quick_fixes: ['Add three question-phrased links to related answers', 'Replace "Read more" with the question it answers'],
    examples: [
      {
        label: 'After: a related-questions block',
        code: dedent(`
          <section aria-labelledby="related">
            <h2 id="related">Related questions</h2>
            <ul>
              <li><a href="/heat-pumps/running-cost">How much does a heat pump cost to run?</a></li>
              <li><a href="/heat-pumps/cold-climate">Do heat pumps work below freezing?</a></li>
              <li><a href="/heat-pumps/rebates">Which rebates can I claim?</a></li>
            </ul>
          </section>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'Google documents query fan-out in AI Overviews and AI Mode. That linking your answers to the follow-up questions wins more of those sub-queries is our heuristic.',
      source: link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
    },
    display_order: 10,
    importance_rank: 29,
    scoring_approach: `Looks for a block of internal links introduced by a heading or label such as "Related", "See also", "You might also", "More questions", "People also ask" or "Further reading", or for a list of internal links of which at least two are phrased as questions. 100 with 3 or more distinct internal links of which at least 2 are question-phrased or descriptive (3+ words, not "Read more"); 70 with 2 or more internal links with generic text; 40 with a single link; 0 without such a block. Links in nav, header and footer are ignored. ${JS_RULE}`,
    official_docs: SRC.googleAiFeatures,
    references: [SRC.googleAiFeatures, SRC.googleCrawlableLinks],
    learn_more_links: [
      link('AI features and your website (Google Search Central)', SRC.googleAiFeatures),
      link('Make your links crawlable (Google)', SRC.googleCrawlableLinks),
    ],
  },
  {
    ...BASE,
    id: 'A14_qna_scaffold',
    label: 'Q&A scaffold',
    title: 'Sections are headed by questions and open with a direct answer',
    description: `A Q&A scaffold shapes the whole page as question headings, each followed at once by a short answer and then the detail. It maps directly onto how people question assistants and makes every section a separately citable answer. In preview: shown, not yet counted in scores. ${learnMore(SRC.googleAiFeatures)}`,
    category: 'Structure & Organization',
    scope: 'page',
    weight: 10,
    impact: 'High',
    ...PAGE_THRESHOLDS,
    check_type: 'html_dom',
    preview: true,
    track: 'aeo',
    why_it_matters: `It combines answer-first and FAQ structure across the page: every H2/H3 is a question a user would ask, and the first paragraph below it answers it in 15–80 words. Each section then stands alone as a passage with its own question, easy to match against the sub-questions Google's AI Mode fans out to and easy to quote without editing. The check is in preview while we calibrate it against citation results.`,
    how_to_fix: steps(
      'Rewrite H2/H3 headings as the questions their sections answer ("How long does shipping take?").',
      'Open each section with a 15–80 word paragraph that answers the question outright.',
      'Follow with the detail: lists, tables, steps.',
      'Aim for at least three such sections on substantial pages.',
      "Don't force the pattern on pages that aren't informational (checkout, login).",
    ),
    common_issues: [
      'Question headings followed by an image, a CTA or a list instead of a sentence',
      'Answer paragraphs of 150 words or more',
      'Topic headings ("Shipping") rather than questions',
      'A single question heading on a long page',
    ],
    quick_fixes: ['Turn three topic headings into questions', 'Put a one-sentence answer directly under each'],
    examples: [
      {
        label: 'Before: topic heading, no direct answer',
        code: dedent(`
          <h2>Shipping</h2>
          <img src="/img/truck.jpg" alt="">
          <p>We work with many carriers to bring you…</p>
        `),
      },
      {
        label: 'After: question heading, answer first',
        code: dedent(`
          <h2>How long does shipping take?</h2>
          <p>Orders placed before 2 pm ship the same day and arrive in 2–4 business days within the continental US; express delivery takes 1 business day.</p>
          <ul>…carrier details…</ul>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary:
        'Our judgement of the page shape that best matches conversational questions and passage-level retrieval; no engine documents it. In preview until we can compare it with citation results.',
      source: null,
    },
    display_order: 11,
    importance_rank: 6,
    scoring_approach: `Question headings are H2/H3 that end in "?" or start with an interrogative (how, what, why, when, where, who, which, can, do, does, is, are, should, will). A question heading counts as answered when the next block element is a paragraph of 15–80 words. Score = round(100 × answered / max(3, question headings)): three answered questions score 100, none scores 0. ${JS_RULE} Preview: stored and shown, left out of every score.`,
    official_docs: null,
    references: [SRC.googleAiFeatures, SRC.w3cHeadings],
    learn_more_links: [link('AI features and your website (Google Search Central)', SRC.googleAiFeatures)],
  },
  {
    ...BASE,
    id: 'S1_faq_coverage_pct',
    label: 'FAQ coverage',
    title: 'At least 70% of pages answer common questions in visible Q&A',
    description: `The site-wide view of the FAQ content check: how much of your site gives answer engines ready-made question-and-answer pairs. Assistants cite the page that answers the exact question, so Q&A on every product, service and guide page beats one general FAQ page. ${learnMore(SRC.googleAiFeatures)}`,
    category: 'Structure & Organization',
    scope: 'site',
    weight: 10,
    impact: 'High',
    pass_threshold: 70,
    warn_threshold: 40,
    check_type: 'aggregate',
    preview: false,
    track: 'aeo',
    why_it_matters: `One FAQ page answers a handful of general questions; Q&A on each product, service and guide page answers the specific questions people ask about that thing. Coverage matters because assistants cite the page that answers the exact question asked, and a site with Q&A throughout offers many precise, quotable answers instead of one.`,
    how_to_fix: steps(
      'Sort the pages of this audit by their A3_faq_presence score and start with the most visited failing pages.',
      'Add at least three real questions with short, visible answers to each.',
      'Add an FAQ field to your product, service and location templates so new pages get Q&A by default.',
      'Move questions from the general /faq page to the pages they are about, and link back.',
    ),
    common_issues: [
      'Every question on a single /faq page',
      'FAQ blocks only on the homepage',
      'Templates with no place for questions and answers',
    ],
    quick_fixes: ['Add an FAQ field to the product or service template', 'Move specific questions from /faq to their own pages'],
    examples: [
      {
        label: 'After: an FAQ block in the product template',
        code: dedent(`
          <section class="faq">
            <h2>Questions about {{ product.name }}</h2>
            {% for q in product.faqs %}
            <details><summary>{{ q.question }}</summary><p>{{ q.answer }}</p></details>
            {% endfor %}
          </section>
        `),
      },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'Site-wide coverage of A3_faq_presence; the 70% pass mark is the product spec\'s threshold, the value of broad Q&A coverage our judgement.',
      source: null,
    },
    display_order: 12,
    importance_rank: 7,
    scoring_approach: `${SHARE_RULE('A3_faq_presence')} Pass 70, warn 40.`,
    official_docs: null,
    references: [SRC.googleAiFeatures, SRC.googleStructuredDataPolicies],
    learn_more_links: [link('AI features and your website (Google Search Central)', SRC.googleAiFeatures)],
  },
  {
    ...BASE,
    id: 'S8_avg_h2_coverage',
    label: 'Average H2 coverage',
    title: 'Long pages across the site average 70 or more on H2 section coverage',
    description: `The site-wide average of the H2 coverage check: how consistently your long pages are split into headed, digestible sections that answer engines can find and quote one by one. ${learnMore(SRC.w3cHeadings)}`,
    category: 'Structure & Organization',
    scope: 'site',
    weight: 6,
    impact: 'Low',
    pass_threshold: 70,
    warn_threshold: 50,
    check_type: 'aggregate',
    preview: false,
    track: 'aeo',
    why_it_matters: `Templates and editorial habits repeat across a site. A low average usually means one page type (blog posts, documentation, product descriptions) produces walls of text; fixing that template or guideline lifts every page built on it.`,
    how_to_fix: steps(
      'Find the page types with the lowest C5_h2_coverage_ratio scores in this audit.',
      'Fix the template or the editorial guideline: an H2 every 150–400 words.',
      'Retrofit the longest and most visited pages first.',
    ),
    common_issues: [
      'A blog template with no guidance on subheadings',
      'Product descriptions pasted in as one block',
      'Imported content whose headings were flattened to bold text',
    ],
    quick_fixes: ['Add a heading rule to the editorial style guide', 'Turn bold pseudo-headings in imported content into H2s'],
    examples: [
      {
        label: 'Before: bold text used as a heading',
        code: '<p><strong>Installation</strong></p>',
      },
      { label: 'After: a real section heading', code: '<h2>How is it installed?</h2>' },
    ],
    evidence_basis: {
      kind: 'heuristic',
      summary: 'The site-wide mean of C5_h2_coverage_ratio; see that check for the reasoning. The thresholds are the product spec\'s.',
      source: null,
    },
    display_order: 13,
    importance_rank: 30,
    scoring_approach:
      'Mean of the C5_h2_coverage_ratio scores over the pages where it applies (pages with 300 or more words of main text), rounded. With no such page the check is not_applicable. Pass 70, warn 50.',
    official_docs: SRC.w3cHeadings,
    references: [SRC.w3cHeadings],
    learn_more_links: [link('Headings (W3C Web Accessibility Tutorials)', SRC.w3cHeadings)],
  },
];
