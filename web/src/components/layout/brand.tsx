/** The Citable mark: a "C" closing on a dot (a citation). Decorative; the name is always beside it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size} className="brand__mark">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M21.5 11.2A7 7 0 1 0 21.5 20.8" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <circle cx="22" cy="16" r="2" fill="#fff" />
    </svg>
  );
}
