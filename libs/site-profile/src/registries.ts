/**
 * Package registries' documentation hosts: each page documents one package, named in its title, and every package
 * there is for the registry's language ("Python's ConfigParser" on Hackage is what a Haskell library is compared
 * with). Data; hosts without "www".
 */
const REGISTRY_PLATFORMS: Readonly<Record<string, string>> = {
  'hackage.haskell.org': 'Haskell',
  'pypi.org': 'Python',
  'docs.rs': 'Rust',
  'crates.io': 'Rust',
  'metacpan.org': 'Perl',
  'search.cpan.org': 'Perl',
  'rubydoc.info': 'Ruby',
  'rubygems.org': 'Ruby',
  'pkg.go.dev': 'Go',
  'godoc.org': 'Go',
  'hexdocs.pm': 'Elixir',
  'javadoc.io': 'Java',
  'packagist.org': 'PHP',
  'npmjs.com': 'JavaScript',
};

/** The language of the registry at this host (without "www"), or null when the host is no registry's. */
export function registryPlatform(bareHost: string): string | null {
  return REGISTRY_PLATFORMS[bareHost] ?? null;
}
