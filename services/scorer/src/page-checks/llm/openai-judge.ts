/**
 * LlmJudge over the OpenAI SDK's chat completions (temperature 0), asking for a JSON object. The
 * SDK loads on the first judgement: a process that never asks (no LLM page) does not pay for it.
 */
import type OpenAI from 'openai';
import { ANSWERABILITY_SYSTEM_PROMPT, answerabilityPrompt, parseJudgement, type LlmJudge, type ProviderOptions } from './judge.js';

export function openAiJudge(opts: ProviderOptions): LlmJudge {
  let client: Promise<OpenAI> | null = null;
  const connect = async () => {
    const { default: SDK } = await import('openai');
    return new SDK({
      apiKey: opts.apiKey,
      ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
      timeout: opts.timeoutMs ?? 60_000,
      maxRetries: opts.maxRetries ?? 2,
    });
  };
  return {
    name: `openai:${opts.model}`,
    async judgeAnswerability(input) {
      const completion = await (await (client ??= connect())).chat.completions.create({
        model: opts.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: ANSWERABILITY_SYSTEM_PROMPT },
          { role: 'user', content: answerabilityPrompt(input) },
        ],
      });
      const content = completion.choices[0]?.message.content;
      if (!content) throw new Error('The LLM returned an empty answer');
      return parseJudgement(content);
    },
  };
}
