import { startFixtureSite } from '@citable/testing';
import { readPage } from './services/citation/src/prompts/page-reader.js';
import { siteProfile } from './services/citation/src/prompts/site-profile.js';
import { generatePromptSet } from './services/citation/src/prompts/generate.js';
import { GENERAL, verticalById } from './services/citation/src/prompts/verticals.js';
import { parseHtml, titleText, findFirst, textOf, jsonLdEntities, extractJsonLd } from '@citable/html';
const site = await startFixtureSite('well-optimised', { publicOrigin: 'https://acme-answers.test' });
const paths = ['/', '/about', '/services', '/pricing', '/faq', '/blog', '/blog/answer-first-writing', '/contact'];
const pages = [];
for (const p of paths) {
  const html = await (await fetch(site.url.replace(/\/$/, '') + p)).text();
  const doc = parseHtml(html, 'https://acme-answers.test' + p);
  const h1 = findFirst(doc, 'h1');
  pages.push(readPage({ url: 'https://acme-answers.test' + p, title: titleText(doc), h1: h1 ? textOf(h1) : null, jsonld: extractJsonLd(doc).items as unknown[], html_static: html }));
}
const profile = siteProfile('acme-answers.test', pages);
console.log(profile);
for (const v of [GENERAL, verticalById('professional-services')!]) {
  const set = await generatePromptSet('rules', { profile, vertical: v, industry: v.industry, classifier: 'unavailable', llm: null, siteText: { titles: [], headings: [], mainText: '' } });
  console.log(JSON.stringify(set, null, 1));
}
await site.close();
