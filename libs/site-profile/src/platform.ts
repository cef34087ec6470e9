/**
 * The programming language or platform a site's software is for ("Python" for a Python library's
 * docs, "iOS" for an app), when the site names one: what its users put in their questions ("the
 * best XML library for Python"). Pure.
 */
import escapeStringRegexp from 'escape-string-regexp';
import { bareHost, brandFromHost } from './brand.js';
import { registryPlatform } from './registries.js';
import type { PageFacts } from './page-facts.js';
import { sentencesOf, withShortNames } from './sentences.js';

/** Programming languages as their users write them. */
const LANGUAGES = [
  'Python', 'JavaScript', 'TypeScript', 'Node.js', 'Java', 'Kotlin', 'Scala', 'Golang', 'Rust', 'Ruby', 'PHP', 'C++', 'C#', '.NET',
  'Swift', 'Objective-C', 'Julia', 'Perl', 'Haskell', 'Elixir', 'Erlang', 'Lua', 'Dart', 'Clojure', 'OCaml', 'Fortran', 'MATLAB',
];
/** Other platforms software is made for. */
const PLATFORMS = [...LANGUAGES, 'Flutter', 'WordPress', 'Drupal', 'Django', 'Rails', 'React', 'Vue', 'Angular', 'Android', 'iOS', 'Linux', 'Windows', 'macOS', 'PostgreSQL', 'MySQL', 'Kubernetes', 'Docker', 'asyncio'];
/** "C", "R" and "Go" are letters or a verb elsewhere: they count only as a language ("in C", "the Go language"). */
const AMBIGUOUS = ['C', 'R', 'Go'];
const LANGUAGE_NAMES = new Set([...LANGUAGES, ...AMBIGUOUS]);

const PLATFORM_KEYS = new Set([...PLATFORMS, ...AMBIGUOUS].map((p) => p.toLowerCase()));

/** A programming language or platform software is made for, in any case ("python", "asyncio"). */
export function isPlatformName(word: string): boolean {
  return PLATFORM_KEYS.has(word.toLowerCase());
}

/** The platform is a programming language: software for it is a library ("a machine learning library for Python"). */
export function isProgrammingLanguage(platform: string): boolean {
  return LANGUAGE_NAMES.has(platform);
}

const wordPattern = (name: string) => new RegExp(`(?<![\\p{L}\\p{N}.+#-])${escapeStringRegexp(name)}(?![\\p{L}\\p{N}+#]|\\.[\\p{L}])`, 'gu');

const PATTERNS = [
  ...PLATFORMS.map((name) => ({ name, re: wordPattern(name) })),
  ...AMBIGUOUS.map((name) => ({ name, re: new RegExp(`(?:\\b(?:in|for|with|written in)\\s+${name}\\b(?![+#-])|\\b${name}\\s+(?:language|programming|code|librar(?:y|ies)|sources?|API|bindings)\\b)`, 'g') })),
];

/** Words before a language that name what the software wraps: "wrapper of the", "bindings to the". */
const WRAPS = /\b(?:wrappers?|bindings?|interfaces?|ports?|frontends?|front-ends?)\s+(?:of|around|to|for|over|on top of)\s+(?:the\s+|an?\s+)?$/i;

/** Mentions a platform needs: one in what the site says of itself (title, H1, description, first sentences), else two anywhere read. */
export function platformOf(facts: readonly PageFacts[], brandNames: readonly string[], host: string): string | null {
  const registry = registryPlatform(bareHost(host));
  if (registry) return registry;
  // "Rust" on the Rust project's own site is the brand, not a platform its software is for. The name its host gives is
  // one word with the rest ("Django Analytical" of django-analytical.readthedocs.io is software for Django).
  const brands = new Set([brandFromHost(host).toLowerCase(), ...brandNames.flatMap((n) => [n.toLowerCase(), ...n.toLowerCase().split(/\s+/)])]);
  const counts = new Map<string, number>();
  for (const f of facts.slice(0, 5)) {
    // The opening's first sentences are where a library says what it is for ("... for the Python programming language").
    // So is a sentence that says what the brand is, wherever it stands ("pandas is a library ... for the Python programming language").
    const saysWhat = sentencesOf(f.opening).filter((sentence) => [...brands].some((b) => b.length >= 3 && ` ${sentence.toLowerCase()}`.includes(` ${b} is `)));
    const strong = [f.title, f.h1, f.description ?? f.ogDescription, f.opening.slice(0, 300), ...saysWhat];
    const weak = [f.opening.slice(300, 1_000), ...f.headings.slice(0, 20)];
    for (const [texts, weight] of [[strong, 2], [weak, 1]] as const) {
      for (const text of texts) {
        // "JavaScript Object Signing and Encryption (JOSE)" names JOSE, not the language it starts with.
        const said = withShortNames(text ?? '');
        for (const { name, re } of PATTERNS) {
          // "a wrapper of the C++ library osmium", "bindings to the C library": the language of what it wraps, not its own.
          const n = [...said.matchAll(re)].filter((m) => !WRAPS.test(said.slice(Math.max(0, m.index - 40), m.index))).length;
          if (n && !brands.has(name.toLowerCase())) counts.set(name, (counts.get(name) ?? 0) + n * weight);
        }
      }
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : null;
}
