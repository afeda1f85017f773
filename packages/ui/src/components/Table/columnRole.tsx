import { Fragment, type ReactNode } from 'react';
import { truncate } from './Table.css';
import type { TableColumnAlignment, TableColumnRole } from './tableVariants';

/** Numbers, money and row actions line up at the end unless the column says otherwise. */
export function alignOf(column: {
  align?: TableColumnAlignment;
  role?: TableColumnRole;
}): TableColumnAlignment {
  if (column.align) return column.align;
  return column.role === 'number' || column.role === 'money' || column.role === 'actions'
    ? 'end'
    : 'start';
}

/**
 * An email address with break opportunities after each `@` and `.`: a narrow cell wraps it there
 * and never inside a word.
 */
export function EmailText({ children }: { children: string }) {
  const parts = children.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never reorder: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A cell's content as its role draws it: plain text of a `text` or `email` cell is wrapped. */
export function roleContent(role: TableColumnRole | undefined, content: ReactNode): ReactNode {
  const plain = typeof content === 'string' || typeof content === 'number' ? String(content) : null;
  if (role === 'text') {
    return (
      <span className={truncate} title={plain ?? undefined} data-part="truncated">
        {content}
      </span>
    );
  }
  if (role === 'email' && plain !== null) return <EmailText>{plain}</EmailText>;
  return content;
}
