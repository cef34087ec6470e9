import { useId, useState, type FormEvent } from 'react';

import { hostFromInput } from '../utils/host-input';

/**
 * A host field and its button, submitted by the button or Enter; the button is disabled while
 * nothing is typed, and says `busyLabel` while an answer is awaited. It stays enabled then: a
 * disabled submit button also swallows Enter, and a host typed meanwhile would sit beside the
 * previous host's answer. `onSubmit` gets the bare host.
 */
export function HostForm({ label, initial = '', placeholder, busy, busyLabel, onSubmit }: { label: string; initial?: string; placeholder?: string; busy: boolean; busyLabel: string; onSubmit: (host: string) => void }) {
  const [typed, setTyped] = useState(initial);
  const inputId = useId();
  const host = hostFromInput(typed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (host) onSubmit(host);
  };

  return (
    <form className="panel panel--tight admin-search" onSubmit={submit}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="admin-search__row">
        <input id={inputId} className="input" type="text" inputMode="url" placeholder={placeholder} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
        <button type="submit" className="btn btn--primary" disabled={host === ''} aria-busy={busy}>
          {busy ? busyLabel : 'Compare'}
        </button>
      </div>
    </form>
  );
}
