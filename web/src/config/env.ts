/**
 * Build-time settings (Vite inlines `import.meta.env.VITE_*`). Nothing secret belongs here:
 * everything in this file ships in the browser bundle.
 */
function apiUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value && !/^https?:\/\//.test(value)) {
    throw new Error(`VITE_API_URL must be an http(s) origin, got "${value}"`);
  }
  return value;
}

export const env = {
  /** Prefix for API calls; '' means same origin (the dev server proxies /api, /v1 and /healthz). */
  apiUrl: apiUrl(import.meta.env.VITE_API_URL),
} as const;
