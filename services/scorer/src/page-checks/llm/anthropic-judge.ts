/**
 * LlmJudge over the Anthropic SDK's messages API. SDK 1.12 has no temperature parameter: the
 * model's default applies. The SDK loads on the first judgement, as openai-judge.ts explains.
 */
import type Anthropic from '@anthropic-ai/sdk';
import { ANSWERABILITY_SYSTEM_PROMPT, answerabilityPrompt, parseJudgement, type LlmJudge, type ProviderOptions } from './judge.js';

/** The answer is one JSON object: a question, a passage of up to 80 words, scores and reasoning. */
const MAX_TOKENS = 600;

export function anthropicJudge(opts: ProviderOptions): LlmJudge {
  let client: Promise<Anthropic> | null = null;
  const connect = async () => {
    const { default: SDK } = await import('@anthropic-ai/sdk');
    return new SDK({
      apiKey: opts.apiKey,
      ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
      timeout: opts.timeoutMs ?? 60_000,
      maxRetries: opts.maxRetries ?? 2,
    });
  };
  return {
    name: `anthropic:${opts.model}`,
    async judgeAnswerability(input) {
      const message = await (await (client ??= connect())).messages.create({
        model: opts.model,
        max_tokens: MAX_TOKENS,
        system: ANSWERABILITY_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: answerabilityPrompt(input) }],
      });
      const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      if (!text) throw new Error('The LLM returned an empty answer');
      return parseJudgement(text);
    },
  };
}
