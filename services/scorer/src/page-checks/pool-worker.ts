/** A worker thread of the page-check pool (pool.ts): judges the pages it is sent. */
import { Tinypool } from 'tinypool';
import { llmJudgeFromEnv } from './llm/from-env.js';
import type { PoolTask, PoolWorkerData } from './pool.js';
import { runPageChecks, type PageCheckRun } from './runner.js';

const { criteria, llm: settings } = Tinypool.workerData as PoolWorkerData;
const llm = settings ? llmJudgeFromEnv(settings) : null;

export default async function judge({ page, now }: PoolTask): Promise<PageCheckRun | null> {
  return page ? runPageChecks(page, { criteria, llm, now }) : null;
}
