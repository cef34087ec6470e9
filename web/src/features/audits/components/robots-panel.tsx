import type { BotRobotsMeaning, RobotsAdvice, RobotsVerdict, TrainingChoice } from '@citable/contracts';
import { TRAINING_CHOICES } from '@citable/contracts/vocab';
import { useId, useState } from 'react';

import { Pill, type PillTone } from '@/components/ui/pill';
import { InlineError, Skeleton } from '@/components/ui/states';
import { useCopy } from '@/hooks/use-copy';
import { apiErrorMessage, isApiError } from '@/lib/api-client';

import { useRobotsAdvice } from '../api/get-robots-advice';

const VERDICTS: Record<RobotsVerdict, { label: string; tone: PillTone }> = {
  allowed: { label: 'Allowed', tone: 'success' },
  partly: { label: 'Partly blocked', tone: 'warn' },
  blocked: { label: 'Blocked', tone: 'danger' },
};

const TRAINING_LABELS: Record<TrainingChoice, string> = {
  keep: 'Keep as they are',
  allow: 'Allow',
  block: 'Block',
};

/**
 * robots.txt per AI engine (Diagnostics): what the site's robots.txt means for each AI crawler the
 * audit reports on, grouped as training, search and user-triggered, and a corrected file that lets
 * search and user-triggered crawlers in, with the owner's choice for training crawlers, as a diff
 * to copy.
 */
export function RobotsPanel({ auditId }: { auditId: string }) {
  const [training, setTraining] = useState<TrainingChoice>('keep');
  const advice = useRobotsAdvice(auditId, training);

  return (
    <section aria-labelledby="robots-title" className="robots-panel">
      <div className="section-head">
        <h2 id="robots-title">AI Crawlers and robots.txt</h2>
        <p className="muted">
          What the site&rsquo;s robots.txt tells each AI crawler, in plain words, and the smallest change that lets AI search and answer
          engines read the site.
        </p>
      </div>
      {advice.isPending ? (
        <Skeleton lines={6} height={28} />
      ) : advice.isError ? (
        isApiError(advice.error, 404) ? (
          <p className="muted">robots.txt has not been read for this audit yet.</p>
        ) : (
          <InlineError title="Error Loading robots.txt" message={apiErrorMessage(advice.error, 'Unknown error')} />
        )
      ) : (
        <>
          <Meanings advice={advice.data} />
          <Correction advice={advice.data} training={training} onTraining={setTraining} busy={advice.isFetching} />
        </>
      )}
    </section>
  );
}

function Meanings({ advice }: { advice: RobotsAdvice }) {
  return (
    <>
      <p className="muted small">
        {advice.availability === 'found' ? (
          <>
            Read from <span className="break-anywhere">{advice.robots_url}</span>.
          </>
        ) : advice.availability === 'absent' ? (
          'The site has no robots.txt: every crawler may read every page.'
        ) : (
          advice.note
        )}
      </p>
      <div className="robots-groups">
        {advice.groups.map((group) => (
          <div key={group.purpose} className="robots-group">
            <h3>{group.label}</h3>
            <ul className="robots-bots">
              {group.bots.map((bot) => (
                <BotRow key={bot.token} bot={bot} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

function BotRow({ bot }: { bot: BotRobotsMeaning }) {
  const verdict = VERDICTS[bot.verdict];
  return (
    <li className="robots-bot" data-token={bot.token}>
      <div className="robots-bot__head">
        <span className="robots-bot__token">{bot.token}</span>
        <Pill tone={verdict.tone}>{verdict.label}</Pill>
      </div>
      <p className="robots-bot__meaning">{bot.meaning}</p>
      <p className="muted small">
        <a href={bot.docs_url} target="_blank" rel="noreferrer">
          {bot.operator} docs
        </a>
        {bot.group && <> · {bot.group === '*' ? 'under the * rules' : 'has its own rules'}</>}
      </p>
    </li>
  );
}

function Correction({ advice, training, onTraining, busy }: { advice: RobotsAdvice; training: TrainingChoice; onTraining: (t: TrainingChoice) => void; busy: boolean }) {
  const { copied, copy } = useCopy();
  const [copyFailed, setCopyFailed] = useState(false);
  const name = useId();
  if (advice.availability === 'unreachable') return null;
  return (
    <div className="robots-fix">
      <h3>Corrected robots.txt</h3>
      <fieldset className="robots-fix__choice" aria-busy={busy}>
        <legend>Training crawlers</legend>
        {TRAINING_CHOICES.map((choice) => (
          <label key={choice} className="radio">
            <input type="radio" name={name} value={choice} checked={training === choice} onChange={() => onTraining(choice)} />
            {TRAINING_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      {advice.corrected === null ? (
        <p className="notice">{advice.note}</p>
      ) : (
        <>
          <p className="muted small">
            Your lines are kept as they are; the added {advice.changed_tokens.length === 1 ? 'group changes' : 'groups change'} only{' '}
            {advice.changed_tokens.join(', ')}.{' '}
            {advice.verified ? 'Parsed back with the crawler’s robots.txt parser: no other agent’s rules changed.' : advice.note}
          </p>
          <DiffView diff={advice.diff ?? ''} />
          <div className="robots-fix__actions">
            <button type="button" className="btn btn--primary btn--sm" onClick={async () => setCopyFailed(!(await copy(advice.corrected ?? '')))}>
              {copied ? 'Copied!' : 'Copy corrected robots.txt'}
            </button>
            {advice.verified && <Pill tone="success">Verified</Pill>}
          </div>
          {copyFailed && <p className="field__error">The browser refused the clipboard: select the file in the diff and copy it by hand.</p>}
        </>
      )}
    </div>
  );
}

/** A unified diff, one line per row: additions green, removals red, hunk headers blue. */
function DiffView({ diff }: { diff: string }) {
  const lines = diff.replace(/\n$/, '').split('\n');
  return (
    <pre className="robots-diff" aria-label="Changes to robots.txt">
      {lines.map((line, i) => {
        const kind = line.startsWith('+++') || line.startsWith('---') ? 'head' : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : line.startsWith('@@') ? 'hunk' : 'same';
        return (
          <span key={i} className={`robots-diff__line robots-diff__line--${kind}`}>
            {line || ' '}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}
