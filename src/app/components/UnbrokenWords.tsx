import { Fragment } from 'react';

/** A word with a hyphen inside it ("Wi-Fi", "1000-packet", "Tahoe-vs-SACK"). */
const HYPHENATED = /(\S+-\S+)/;

/**
 * A title's text with every hyphenated word kept on one line. A browser may break a line after any
 * hyphen in the text (CSS `hyphens: none` stops only the hyphens it adds), and a projected two-line
 * title read "Wi-" / "Fi" (lecturer-0315, confusion 7). Each such word is a span that does not wrap
 * (`.unbroken`); the text content, read by tests and screen readers, is unchanged.
 */
export function UnbrokenWords({ text }: { text: string }) {
  const parts = text.split(HYPHENATED);
  return (
    <>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <span key={i} className="unbroken">
            {p}
          </span>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </>
  );
}
