import { useCallback, useEffect, useState } from 'react';

/** How long an admin banner stays (spec 9). */
export const BANNER_MS = 5000;

export type BannerTone = 'success' | 'danger' | 'info';
export type BannerMessage = { tone: BannerTone; message: string; id: number };

/** One banner at a time; each disappears 5 s after it appears. */
export function useBanner(): [BannerMessage | null, (message: string, tone?: BannerTone) => void] {
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const show = useCallback((message: string, tone: BannerTone = 'success') => setBanner({ tone, message, id: Date.now() }), []);
  return [banner, show];
}

/** The banner's live regions stay in the page, so screen readers announce each message as it lands. */
export function Banner({ banner }: { banner: BannerMessage | null }) {
  return (
    <>
      <div role="status" className="banner-slot">
        {banner && banner.tone !== 'danger' && (
          <p key={banner.id} className={`banner banner--${banner.tone}`}>
            {banner.message}
          </p>
        )}
      </div>
      <div role="alert" className="banner-slot">
        {banner?.tone === 'danger' && (
          <p key={banner.id} className="banner banner--danger">
            {banner.message}
          </p>
        )}
      </div>
    </>
  );
}
