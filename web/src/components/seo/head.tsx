/** Sets the tab title; React 19 hoists <title> into <head>. */
export function Head({ title }: { title?: string }) {
  return <title>{title ? `${title} · Citable` : 'Citable: how visible your site is to AI assistants'}</title>;
}
