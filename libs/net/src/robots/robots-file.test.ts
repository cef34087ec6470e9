/**
 * The line model reads groups exactly as robots-parser (the crawler's parser) does: the rewrite
 * relies on it to know which crawlers have rules of their own and where a new group can go.
 */
import { describe, expect, it } from 'vitest';
import { groupsOf, insertionIndex, readRobotsFile } from './robots-file.js';
import { parseRobotsTxt } from './robots-rules.js';

const URL_ = 'https://a.example/robots.txt';
/** Whether robots-parser keeps rules for `agent` apart from the * group: it then answers differently from an unnamed agent on /x. */
const ownRulesInParser = (content: string, agent: string) =>
  parseRobotsTxt(URL_, content).isAllowed('https://a.example/x', agent) !== parseRobotsTxt(URL_, content).isAllowed('https://a.example/x', 'unnamed-agent');

describe('readRobotsFile', () => {
  it.each([
    ['a blank line does not end a group', 'User-agent: *\nDisallow: /\n\nUser-agent: A\n\nUser-agent: B\nAllow: /x\n', ['a', 'b'], []],
    ['a comment line does not end a group', 'User-agent: *\nDisallow: /\nUser-agent: A\n# note\nUser-agent: B\nAllow: /x\n', ['a', 'b'], []],
    ['an empty Disallow still gives the agent rules of its own', 'User-agent: *\nDisallow: /\n\nUser-agent: A\nDisallow:\n', ['a'], []],
    ['User-agent lines with no rule after them leave the agent under *', 'User-agent: *\nDisallow: /\n\nUser-agent: A\n', [], ['a']],
    ['an agent is keyed without its version, lower-cased', 'User-agent: *\nDisallow: /\n\nUser-agent: A-Bot/2.1\nAllow: /\n', ['a-bot'], []],
    ['a Sitemap line ends a group', 'User-agent: *\nDisallow: /\nUser-agent: A\nSitemap: https://a.example/s.xml\nUser-agent: B\nAllow: /\n', ['b'], ['a']],
  ])('%s', (_what, content, own, notOwn) => {
    const file = readRobotsFile(content);
    for (const agent of own) {
      expect(groupsOf(file, agent).length, agent).toBeGreaterThan(0);
      expect(ownRulesInParser(content, agent), agent).toBe(true);
    }
    for (const agent of notOwn) {
      expect(groupsOf(file, agent), agent).toEqual([]);
      expect(ownRulesInParser(content, agent), agent).toBe(false);
    }
  });

  it('gives rules before any User-agent line to no one', () => {
    const content = 'Allow: /x\nUser-agent: *\nDisallow: /\n';
    expect(readRobotsFile(content).groups).toEqual([{ agents: ['*'], start: 1, rules: [{ allow: false, pattern: '/' }], crawlDelay: null, hasDirectives: true }]);
    expect(parseRobotsTxt(URL_, content).isAllowed('https://a.example/x', 'any')).toBe(false);
  });

  it('keeps every line and line break as written', () => {
    for (const content of ['a\r\nb\rc\nd', 'User-agent: *\nDisallow: /\n', '', '\n\n']) {
      expect(readRobotsFile(content).lines.map((l) => l.text + l.eol).join('')).toBe(content);
    }
  });

  it('finds where a new group cannot join an owner group', () => {
    expect(insertionIndex(readRobotsFile('User-agent: *\nDisallow: /x\n'))).toBe(2);
    expect(insertionIndex(readRobotsFile('User-agent: *\nDisallow: /x\n\nUser-agent: A\n# later\nUser-agent: B\n'))).toBe(3);
    expect(insertionIndex(readRobotsFile('User-agent: A\n'))).toBe(0);
  });
});
