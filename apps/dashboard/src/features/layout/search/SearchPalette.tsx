import { type SearchResult, searchResultHref } from '@staydesk/domain/search';
import { CommandPalette } from '@staydesk/ui';
import { useEffect, useRef, useState } from 'react';
import { useFilter } from 'react-aria-components';
import { useLocation } from 'react-router';
import { format, useLanguage, useMessages, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { useDebounced } from '../../../lib/useDebounced';
import type { NavLabels } from '../components/SidebarNav';
import { SEARCH_MIN_CHARS, useGlobalSearch } from './api';
import { searchMessages } from './messages';
import { commandSections, recentSection, recordSections } from './palette-sections';
import { readRecent, rememberRecent } from './recent';

/** How long typing must pause before the server is asked: shorter than a list's, as it is one call. */
const SEARCH_PAUSE_MS = 150;

export interface SearchPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  navLabels: NavLabels;
}

/**
 * One search for everything (the top bar's search and ⌘K / Ctrl+K): the records the user's role
 * may open, found by the server and grouped by kind, then the create actions and the places of
 * the menu whose words hold the text; before any typing, the records last opened from here.
 * Its chunk loads when the page settles or on first approach.
 */
export default function SearchPalette({ isOpen, onOpenChange, navLabels }: SearchPaletteProps) {
  const m = useMessages(searchMessages);
  const t = useT();
  const language = useLanguage();
  const can = useCan();
  const { userData } = useCurrentUser();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(() => readRecent(userData.id));
  const typed = text.trim();
  const settled = useDebounced(typed, SEARCH_PAUSE_MS);
  const wanted = [...settled].length >= SEARCH_MIN_CHARS ? settled : null;
  const search = useGlobalSearch(wanted);
  const searching = [...typed].length >= SEARCH_MIN_CHARS;
  const found = searching && search.data !== undefined ? search.data.results : [];
  const roleLabel = (role: string) =>
    role in t.layout.roles ? t.layout.roles[role as keyof typeof t.layout.roles] : undefined;

  const sections = [
    ...(typed === '' ? recentSection(recent, m) : recordSections(found, m, roleLabel)),
    ...commandSections(
      typed,
      m,
      {
        can,
        role: userData.role,
        experiments: userData.experiments,
        navLabel: (key) => navLabels[key]?.(language) ?? key,
      },
      contains,
    ),
  ];

  // A row opens its page through the router: once the location changes the palette has done its
  // work, and a record opened from it becomes a recent one.
  const shownRecords = new Map<string, SearchResult>(
    [...(typed === '' ? recent : found)].map((result) => [searchResultHref(result), result]),
  );
  const records = useRef(shownRecords);
  records.current = shownRecords;
  const location = useLocation();
  const lastKey = useRef(location.key);
  useEffect(() => {
    if (location.key === lastKey.current) return;
    lastKey.current = location.key;
    if (!isOpen) return;
    const opened = records.current.get(location.pathname);
    if (opened !== undefined) setRecent(rememberRecent(userData.id, opened));
    setText('');
    onOpenChange(false);
  }, [location.key, location.pathname, isOpen, onOpenChange, userData.id]);

  // Typing has not paused yet, or the answer for the paused text is on its way.
  const pending = searching && (settled !== typed || search.isLoading);
  const failed = searching && search.error !== undefined && !pending;
  const emptyLabel = !searching
    ? m.typeMore
    : pending
      ? m.searching
      : failed
        ? m.failed
        : format(m.nothing, { text: typed });

  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        if (!open) setText('');
      }}
      inputValue={text}
      onInputChange={setText}
      sections={sections}
      label={m.label}
      placeholder={m.placeholder}
      emptyLabel={emptyLabel}
      {...(failed ? { notice: m.failed } : {})}
      footer={<span>{m.keys}</span>}
    />
  );
}
