import { Avatar, Button, Icon, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@staydesk/ui';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import type { Formatters } from '../../i18n';
import * as styles from './Board.css';
import { formatDue } from './work';

/** A column of the board: a place (a status) and the cards in it. */
export interface BoardColumn<T> {
  id: string;
  title: string;
  items: readonly T[];
}

/** A place a card can be moved to (every status, shown as a column or not). */
export interface BoardPlace {
  id: string;
  title: string;
}

/** What a card shows; the board draws every card alike. */
export interface BoardCardView {
  title: string;
  /** One line under the title (the kind, the record). */
  meta?: string;
  /** Small facts beside the due time (a priority, a checklist's progress). */
  facts?: ReactNode;
  /** When it is due; null when it has no due time. */
  due: { at: string; overdue: boolean } | null;
  /** The person it is assigned to; null when nobody is. */
  owner: string | null;
}

/** The board's words, from the feature's catalogue. */
export interface BoardTexts {
  /** A column without cards. */
  empty: string;
  /** The card menu's first item. */
  open: string;
  /** ICU, `{title}`: the card menu's name ('Actions for …'). */
  actions: string;
  /** ICU, `{column}`: a move in the card menu ('Move to Done'). */
  moveTo: string;
  /** Read before an overdue due time. */
  overdue: string;
  /** The owner's place on a card nobody is assigned to. */
  unassigned: string;
}

export interface BoardProps<T extends { id: string }> {
  /** The board's accessible name. */
  label: string;
  columns: readonly BoardColumn<T>[];
  /** Every place a card may move to, in order; those not shown as a column are moves too. */
  places: readonly BoardPlace[];
  /** The place a card is in now. */
  placeOf: (item: T) => string;
  card: (item: T) => BoardCardView;
  onOpen: (item: T) => void;
  onMove: (item: T, place: string) => void;
  /** Whether a card can move at all (a deleted task cannot); every card by default. */
  canMove?: (item: T) => boolean;
  texts: BoardTexts;
  f: Formatters;
}

/**
 * Sets `--board-top` on the board to where it starts on the page, as the window and what is
 * above it (a toolbar that wraps, a notice) change: its CSS fills the window from there.
 */
function useBoardTop(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const place = () => {
      const top = Math.ceil(element.getBoundingClientRect().top + window.scrollY);
      element.style.setProperty('--board-top', `${top}px`);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [ref]);
}

function Card<T extends { id: string }>({
  item,
  view,
  place,
  props,
  onMove,
}: {
  item: T;
  view: BoardCardView;
  place: string;
  props: BoardProps<T>;
  onMove: (item: T, place: string) => void;
}) {
  const { texts, f } = props;
  const actions = f.message(texts.actions, { title: view.title });
  const moves = props.canMove?.(item) === false ? [] : props.places.filter((p) => p.id !== place);
  return (
    <GridListItem
      id={item.id}
      textValue={view.title}
      className={styles.card}
      onAction={() => props.onOpen(item)}
    >
      <div className={styles.cardHead}>
        <span className={styles.cardTitle} data-card={item.id}>
          {view.title}
        </span>
        <MenuTrigger>
          <Button variant="ghost" size="small" aria-label={actions} className={styles.cardMenu}>
            <Icon name="chevron-down" size="small" />
          </Button>
          <Menu
            aria-label={actions}
            onAction={(key) => {
              const text = String(key);
              if (text === 'open') props.onOpen(item);
              else onMove(item, text.slice('move:'.length));
            }}
          >
            <MenuItem id="open">{texts.open}</MenuItem>
            {moves.length > 0 ? <MenuSeparator /> : null}
            {moves.map((target) => (
              <MenuItem key={target.id} id={`move:${target.id}`}>
                {f.message(texts.moveTo, { column: target.title })}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </div>
      {view.meta ? <span className={styles.cardMeta}>{view.meta}</span> : null}
      <div className={styles.cardFoot}>
        <div className={styles.cardFacts}>
          {view.due ? (
            <time
              className={styles.due}
              dateTime={view.due.at}
              data-overdue={view.due.overdue || undefined}
            >
              {view.due.overdue ? `${texts.overdue} · ` : ''}
              {formatDue(f.language, view.due.at)}
            </time>
          ) : null}
          {view.facts}
        </div>
        {view.owner ? (
          <Avatar name={view.owner} size="small" />
        ) : (
          <span className={styles.nobody} role="img" aria-label={texts.unassigned}>
            <Icon name="user" size="small" />
          </span>
        )}
      </div>
    </GridListItem>
  );
}

function Column<T extends { id: string }>({
  column,
  props,
  onMove,
}: {
  column: BoardColumn<T>;
  props: BoardProps<T>;
  onMove: (item: T, place: string) => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.column} aria-labelledby={headingId} data-place={column.id}>
      <div className={styles.columnHeader}>
        <h2 id={headingId} className={styles.columnTitle}>
          {column.title}
        </h2>
        <span className={styles.columnCount}>{props.f.number(column.items.length)}</span>
      </div>
      <GridList
        aria-labelledby={headingId}
        items={column.items}
        className={styles.cards}
        renderEmptyState={() => <div className={styles.empty}>{props.texts.empty}</div>}
      >
        {(item) => (
          <Card
            item={item}
            view={props.card(item)}
            place={column.id}
            props={props}
            onMove={onMove}
          />
        )}
      </GridList>
    </section>
  );
}

/**
 * A work board: one column per place (a status), its cards in a list of their own that scrolls
 * inside the window's height. A card opens on a click or Enter, and moves to another place by
 * its menu ('Move to Done'), by keyboard as by mouse: each column is one Tab stop, the arrows
 * walk its cards and → reaches a card's menu; a moved card keeps the focus in its new column.
 * On a phone the columns are panes side by side, swiped and snapped one at a time.
 */
export function Board<T extends { id: string }>(props: BoardProps<T>) {
  const ref = useRef<HTMLElement>(null);
  useBoardTop(ref);
  const [moved, setMoved] = useState<{ id: string; place: string } | null>(null);
  const onMove = (item: T, place: string) => {
    setMoved({ id: item.id, place });
    props.onMove(item, place);
  };
  // A moved card, once its answer has come back and it is drawn in its new column, takes the
  // focus its menu had (unless the person has gone on elsewhere since).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of columns is the signal
  useEffect(() => {
    const board = ref.current;
    if (moved === null || !board) return;
    // Its list draws a new card a frame or two after the board: looked for over a few frames.
    let frames = 0;
    let frame = 0;
    const attempt = () => {
      const row = board
        .querySelector(
          `[data-place="${CSS.escape(moved.place)}"] [data-card="${CSS.escape(moved.id)}"]`,
        )
        ?.closest<HTMLElement>('[role="row"]');
      if (!row) {
        if (++frames < 10) frame = requestAnimationFrame(attempt);
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body && !board.contains(active)) {
        setMoved(null);
        return;
      }
      row.focus();
      hold(row, 10);
    };
    // The list the card left hands its focus to a neighbouring card a moment later (sooner or
    // later on a busy machine): for a few frames the moved card takes it back, then lets go.
    const hold = (row: HTMLElement, left: number) => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active !== row && active?.getAttribute('role') === 'row' && board.contains(active)) {
          row.focus();
        }
        if (left > 0) hold(row, left - 1);
        else setMoved(null);
      });
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [moved, props.columns]);
  return (
    <section ref={ref} className={styles.board} aria-label={props.label}>
      {props.columns.map((column) => (
        <Column key={column.id} column={column} props={props} onMove={onMove} />
      ))}
    </section>
  );
}
