/**
 * With LLM_PROVIDER set, a language model may polish a drafted meta description. The pack marks
 * the result `drafted`, validates it like any other, and falls back to the deterministic draft when
 * the model fails, answers nothing usable, or its text fails validation.
 */
export interface PolishRequest {
  url: string;
  title: string | null;
  /** The deterministic draft from the page's own opening text. */
  draft: string;
}

export interface Polisher {
  /** A polished description, or null to keep the draft. */
  description(req: PolishRequest): Promise<string | null>;
}
