import { useEffect, useState } from 'react';

import { Tour, type TourStep } from '@/components/ui/tour';

/** Set when the tour is finished or skipped (spec 4); the tour then never starts again here. */
export const TOUR_STORAGE_KEY = 'citable.auditTour.completed';
/** The tour starts 500 ms after the screen shows (spec 9), once the page has settled. */
export const TOUR_DELAY_MS = 500;

export const AUDIT_TOUR_STEPS: readonly TourStep[] = [
  {
    target: '[data-tour="scores"]',
    title: 'Your Citable Score',
    body: 'How visible your site is to AI assistants, from 0 to 100, with its answer-engine (AEO) and generative-engine (GEO) parts.',
  },
  {
    target: '[data-tour="categories"]',
    title: 'Six categories',
    body: 'See which areas hold your score back. Open a category for the checks and pages behind its score.',
  },
  {
    target: '[data-tour="tabs"]',
    title: 'Dig deeper',
    body: 'Pages, AI citations, the Fix First list and diagnostics each have a tab. The address keeps the tab, so you can share a link to it.',
  },
  {
    target: '[data-tour="actions"]',
    title: 'Share, report, re-run',
    body: 'Make the audit public to share it, open the executive summary to save it as a PDF, and re-run the audit after you make fixes.',
  },
];

function tourDone(): boolean {
  try {
    return window.localStorage.getItem(TOUR_STORAGE_KEY) === 'true';
  } catch {
    return true; // storage blocked: never nag on every visit
  }
}

/** The 4-step first-visit tour of Audit Details. */
export function AuditTour({ ready }: { ready: boolean }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!ready || tourDone()) return;
    const timer = window.setTimeout(() => setOpen(true), TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  if (!open) return null;
  return (
    <Tour
      steps={AUDIT_TOUR_STEPS}
      onClose={() => {
        try {
          window.localStorage.setItem(TOUR_STORAGE_KEY, 'true');
        } catch {
          // ignore: the tour simply shows again next time
        }
        setOpen(false);
      }}
    />
  );
}
