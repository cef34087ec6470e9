import { useCallback, useEffect, useState } from 'react';

/** How long a "Copied!" confirmation stays (spec 9). */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard; `copied` is true for 2 seconds afterwards. Resolves to false when
 * the browser refused, so the caller can say so.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      return false;
    }
  }, []);

  return { copied, copy };
}
