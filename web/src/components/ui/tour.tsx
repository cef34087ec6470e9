import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export type TourStep = {
  /** CSS selector of the element the step points at; the step is centred when it is missing. */
  target: string;
  title: string;
  body: string;
};

type Rect = { top: number; left: number; width: number; height: number };

const GAP = 12;
const PAD = 6;

/**
 * A guided tour: a spotlight on one element at a time and a small dialog beside it with Back,
 * Next / Finish and "Skip tour". Escape skips. Focus moves into the dialog on every step and
 * back to where it was when the tour ends.
 */
export function Tour({ steps, onClose }: { steps: readonly TourStep[]; onClose: (how: 'finished' | 'skipped') => void }) {
  const [index, setIndex] = useState(0);
  const [rect, setRect] = useState<Rect | null>(null);
  const [popover, setPopover] = useState<{ top: number; left: number } | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();
  const step = steps[index];
  const last = index === steps.length - 1;

  useEffect(() => {
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    return () => {
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
    };
  }, []);

  const measure = useCallback(() => {
    if (!step) return;
    const el = document.querySelector(step.target);
    if (!el) {
      setRect(null);
      return;
    }
    const r = el.getBoundingClientRect();
    setRect({ top: r.top - PAD, left: r.left - PAD, width: r.width + PAD * 2, height: r.height + PAD * 2 });
  }, [step]);

  // Bring the target into view, then measure.
  useLayoutEffect(() => {
    if (!step) return;
    const el = document.querySelector(step.target);
    el?.scrollIntoView({ block: 'center', behavior: 'instant' as ScrollBehavior });
    measure();
    titleRef.current?.focus();
  }, [step, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [measure]);

  // Place the dialog below the target when it fits, else above; clamp to the viewport.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    if (vw < 560) {
      setPopover(null); // small screens: a sheet at the bottom (CSS)
      return;
    }
    const { width, height } = panel.getBoundingClientRect();
    if (!rect) {
      setPopover({ top: Math.max(16, (vh - height) / 2), left: Math.max(16, (vw - width) / 2) });
      return;
    }
    let top = rect.top + rect.height + GAP;
    if (top + height > vh - 16) top = Math.max(16, rect.top - height - GAP);
    const left = Math.min(Math.max(16, rect.left), vw - width - 16);
    setPopover({ top, left });
  }, [rect, index]);

  if (!step) return null;

  return (
    <div
      className="tour"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose('skipped');
        if (e.key !== 'Tab' || !panelRef.current) return;
        // Keep focus inside the tour dialog.
        const items = [...panelRef.current.querySelectorAll<HTMLElement>('button, [tabindex="-1"]')];
        const first = items[0];
        const lastItem = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          lastItem?.focus();
        } else if (!e.shiftKey && document.activeElement === lastItem) {
          e.preventDefault();
          first?.focus();
        }
      }}
    >
      {rect ? (
        <div className="tour__spotlight" style={{ top: rect.top, left: rect.left, width: rect.width, height: rect.height }} aria-hidden="true" />
      ) : (
        <div className="tour__scrim" aria-hidden="true" />
      )}
      <div
        ref={panelRef}
        className="tour__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        style={popover ? { top: popover.top, left: popover.left } : undefined}
        data-placed={popover ? 'true' : undefined}
      >
        <p className="tour__count">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="tour__title">
          {step.title}
        </h2>
        <p id={bodyId} className="tour__body">
          {step.body}
        </p>
        <div className="tour__dots" aria-hidden="true">
          {steps.map((s, i) => (
            <span key={s.title} className={i === index ? 'is-active' : undefined} />
          ))}
        </div>
        <div className="tour__actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => onClose('skipped')}>
            Skip tour
          </button>
          <span className="tour__spacer" />
          {index > 0 && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setIndex(index - 1)}>
              Back
            </button>
          )}
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => (last ? onClose('finished') : setIndex(index + 1))}
          >
            {last ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </div>
  );
}
