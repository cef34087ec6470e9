/** Placeholder while a screen's code or data loads (inside the layout, so navigation stays). */
export function PageLoading() {
  return (
    <div className="container page page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
