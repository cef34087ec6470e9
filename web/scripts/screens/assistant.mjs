// The AI the screenshots' stack talks to: the local provider server of @citable/testing, playing
// ChatGPT, Claude and Perplexity (Brave AI gets no key, so it shows "not configured") through the
// real SDKs, and the plain LLM (LLM_PROVIDER) that writes AI (V4) prompts and grades A7.
//
// The sources answer as citingAssistant scripts them for the good site: branded questions cite its
// pages, Claude only names the brand, questions on pricing or support cite it too, the rest cite
// rivals. The LLM answers each of Citable's asks in the JSON that ask names. `hold()` keeps the
// sources' answers back (after a few) until `release()`, so a run can be shown while it runs.
import { citingAssistant, startProviderServer } from '@citable/testing';

import { SITES } from './stack.mjs';

/** AI (V4) prompts: questions a customer types, the branded ones naming the brand of the "Brand:" line. */
const AI_PROMPTS = {
  branded: [
    'What does {brand} offer?',
    'Is {brand} worth the price?',
    'How much does {brand} cost per month?',
    'What do customers say about {brand}?',
    'How do I contact {brand} support?',
    'Is {brand} a good choice for a small business?',
  ],
  nonBranded: [
    'How do I choose a good provider for my small business?',
    'What should I ask before signing up with a new provider?',
    'How much should a small team expect to pay for this service?',
    'Which companies have the best customer support reviews?',
    'What are common mistakes when picking a vendor?',
    'How long does it take to see results from a new provider?',
    'Is it better to hire an agency or do it in house?',
    'How can I compare pricing plans fairly?',
    'Which features matter most when choosing a service plan?',
    'How do I know if a provider is trustworthy?',
    'What does a typical onboarding process look like?',
    'Where can I find honest reviews of service providers?',
  ],
};

const lineOf = (text, label) => new RegExp(`^${label}: (.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';

/** A7: the page's opening sentence as the quotable passage, graded well but not perfectly. */
function judgeAnswerability(user) {
  const text = user.split('Page text:\n')[1] ?? '';
  const passage = (/^[^.?!]{20,400}[.?!]/.exec(text.trim())?.[0] ?? '').trim();
  const title = lineOf(user, 'Title') || 'this page';
  return {
    main_question: `What does "${title}" explain?`,
    passage,
    answers: passage ? 32 : 8,
    concise: passage ? 24 : 0,
    self_contained: passage ? 14 : 0,
    specific: passage ? 6 : 0,
    reasoning: passage ? 'The opening passage answers the page\'s question in under 80 words.' : 'The page has no passage that answers its question.',
  };
}

/** The plain LLM: Citable's asks are told apart by the JSON their system prompt asks for. */
function llmReply(req) {
  let json;
  if (req.system.includes('"main_question"')) json = judgeAnswerability(req.query);
  else if (req.system.includes('"nonBranded"')) {
    // The ask names the brand "as people write it" (issue 22); older asks had a plain "Brand:" line.
    const brand = lineOf(req.query, 'Brand \\(as people write it\\)') || lineOf(req.query, 'Brand') || 'this company';
    json = { branded: AI_PROMPTS.branded.map((q) => q.replace('{brand}', brand)), nonBranded: AI_PROMPTS.nonBranded };
  } else return { status: 400, body: { error: { message: 'The screenshots\' LLM does not know this request.' } } };
  return { answer: { text: JSON.stringify(json), tokens: { input: 600, output: 200 } } };
}

export async function startAssistant() {
  const script = citingAssistant({
    site: `https://${SITES.good.domain}`,
    brand: 'Acme Answers',
    citedPaths: ['/pricing', '/faq', '/services'],
    citedTopics: /pric|cost|pay|support/i,
    llm: llmReply,
  });
  /** While held: how many more answers may pass, and the promise the others wait on. */
  let gate = null;
  const server = await startProviderServer(async (req) => {
    if (req.tag !== 'llm' && gate) {
      if (gate.passes > 0) gate.passes -= 1;
      else await gate.promise;
    }
    return script(req);
  });
  return {
    server,
    /** The stack's settings for the three keyed sources and the LLM. */
    env: {
      ...server.sourceEnv(['chatgpt', 'claude', 'perplexity']),
      LLM_PROVIDER: 'openai',
      LLM_API_KEY: 'sk-llm-screenshots',
      LLM_BASE_URL: server.baseUrl('llm'),
    },
    /** Lets `passes` more answers through, then holds the sources' answers until release(). */
    hold(passes = 0) {
      let release;
      const promise = new Promise((resolve) => (release = resolve));
      gate = { passes, promise, release };
    },
    release() {
      gate?.release();
      gate = null;
    },
    close: () => server.close(),
  };
}
