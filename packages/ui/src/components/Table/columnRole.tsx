import { truncate } from './Table.css';

/**
 * An email address with break opportunities after each `@` and `.`: in an `email` column it
 * wraps there and never inside a word (a `<wbr>` is not copied with the address, as a zero-width
 * space is).
 */
export function EmailText({ children }: { children: string }) {
  return children.split(/(?<=[@.])/).flatMap((part, index) =>
    // The parts of one address never reorder: their place is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    index ? [<wbr key={index} />, part] : [part],
  );
}

/** A `text` column's content: one line, an ellipsis past 20rem, the whole text on hover. */
export function TruncatedText({ children }: { children: string }) {
  return (
    <span className={truncate} title={children} data-part="truncated">
      {children}
    </span>
  );
}
