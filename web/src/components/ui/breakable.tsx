import { Fragment } from 'react';

/**
 * Text that may break after ".", "/" and "-" (host names, URLs) instead of mid-word, so a long
 * domain in a heading wraps cleanly on a phone.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[./-])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
