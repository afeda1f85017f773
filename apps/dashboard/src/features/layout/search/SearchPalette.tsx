import { CommandPalette } from '@staydesk/ui';
import { useState } from 'react';
import { useFilter } from 'react-aria-components';
import { format, useLanguage, useMessages, useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { useDebounced } from '../../../lib/useDebounced';
import type { NavLabels } from '../components/SidebarNav';
import { SEARCH_MIN_CHARS, useGlobalSearch } from './api';
import { searchMessages } from './messages';
import { commandSections, recordSections } from './palette-sections';

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
 * the menu whose words hold the text. Its chunk loads when the page settles or on first approach.
 */
export function SearchPalette({ isOpen, onOpenChange, navLabels }: SearchPaletteProps) {
  const m = useMessages(searchMessages);
  const t = useT();
  const language = useLanguage();
  const can = useCan();
  const { userData } = useCurrentUser();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, setText] = useState('');
  const typed = text.trim();
  const settled = useDebounced(typed, SEARCH_PAUSE_MS);
  const wanted = [...settled].length >= SEARCH_MIN_CHARS ? settled : null;
  const search = useGlobalSearch(wanted);
  const searching = typed.length >= SEARCH_MIN_CHARS;
  const current = searching && search.data !== undefined ? search.data.results : [];
  const roleLabel = (role: string) =>
    role in t.layout.roles ? t.layout.roles[role as keyof typeof t.layout.roles] : undefined;

  const sections = [
    ...recordSections(current, m, roleLabel),
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
  // Typing has not paused yet, or the answer for the paused text is on its way.
  const pending = searching && (settled !== typed || search.isLoading);
  const emptyLabel =
    typed === ''
      ? m.typeMore
      : searching
        ? search.error
          ? m.failed
          : format(m.nothing, { text: typed })
        : m.typeMore;

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
      clearLabel={m.clear}
      isLoading={pending}
      loadingLabel={m.searching}
      emptyLabel={emptyLabel}
      footer={<span>{search.error && searching ? m.failed : m.keys}</span>}
    />
  );
}
