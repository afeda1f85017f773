import { PlainLink } from '@staydesk/ui';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth';
import { SelectFilter } from '../filter-params';
import { viewOption, viewSwitch } from './Board.css';

// The controls a work board's page has above it: the board / list switch and the owner filter.
// Both live in the address, so a filtered board or a list is a link.

/** The address with one query value changed (a dialog's record, the view), others kept. */
export function hrefWith(params: URLSearchParams, name: string, value: string | undefined): string {
  const next = new URLSearchParams(params);
  if (value === undefined) next.delete(name);
  else next.set(name, value);
  const text = next.toString();
  return text ? `?${text}` : '?';
}

export const WORK_VIEWS = ['board', 'list'] as const;
export type WorkView = (typeof WORK_VIEWS)[number];

/**
 * The view the address asks for (`view=board` / `view=list`), `fallback` when it names none,
 * and the address of each view (the default one without the parameter).
 */
export function useWorkView(fallback: WorkView) {
  const [params] = useSearchParams();
  const asked = WORK_VIEWS.find((view) => view === params.get('view'));
  return {
    view: asked ?? fallback,
    hrefOf: (view: WorkView) => {
      const next = new URLSearchParams(params);
      next.delete('page');
      return hrefWith(next, 'view', view === fallback ? undefined : view);
    },
  };
}

/** Board | List as one segmented control of two links (the current one `aria-current`). */
export function ViewSwitch({
  label,
  view,
  hrefOf,
  names,
}: {
  /** The control's name ('View'). */
  label: string;
  view: WorkView;
  hrefOf: (view: WorkView) => string;
  names: Record<WorkView, string>;
}) {
  return (
    <nav aria-label={label} className={viewSwitch}>
      {WORK_VIEWS.map((name) => (
        <PlainLink
          key={name}
          href={hrefOf(name)}
          className={viewOption}
          tone="neutral"
          aria-current={view === name ? 'page' : undefined}
        >
          {names[name]}
        </PlainLink>
      ))}
    </nav>
  );
}

/** A toolbar filter by the person work is assigned to (`assigneeId` in the address). */
export function OwnerFilter({
  label,
  anyLabel,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { users } = useCurrentUser();
  return (
    <SelectFilter
      label={label}
      anyLabel={anyLabel}
      value={value}
      options={users.map((user) => ({ id: user.id, label: user.fullName }))}
      onChange={onChange}
    />
  );
}
