import { type MenuEntry, type Permission, screenHref, visibleMenu } from '@staydesk/domain';
import { type SearchResult, searchResultHref } from '@staydesk/domain/search';
import type { CommandPaletteItem, CommandPaletteSection, IconName } from '@staydesk/ui';
import { format, type Widen } from '../../../i18n';
import type { SearchMessagesEn } from './messages';

type Texts = Widen<SearchMessagesEn>;

/** A found record's row: what it is called, what tells it apart, and its status in words. */
function recordItem(result: SearchResult, m: Texts): CommandPaletteItem {
  const status =
    result.status === null
      ? undefined
      : result.kind === 'enquiry' || result.kind === 'booking'
        ? m.workflow[result.status]
        : result.kind === 'invoice'
          ? m.invoice[result.status]
          : result.kind === 'property'
            ? m.property[result.status]
            : undefined;
  const label = result.kind === 'invoice' && result.title === '' ? m.draftInvoice : result.title;
  return {
    id: `${result.kind}:${result.id}`,
    label,
    ...(result.detail === '' ? {} : { description: result.detail }),
    ...(status === undefined ? {} : { badge: status }),
    href: searchResultHref(result),
  };
}

/**
 * The records found, a group per kind; the groups in the order of their best match (an exact
 * reference's group first), as the server ranked the results.
 */
export function recordSections(
  results: readonly SearchResult[],
  m: Texts,
  roleLabel: (role: string) => string | undefined,
): CommandPaletteSection[] {
  const groups = new Map<SearchResult['kind'], CommandPaletteItem[]>();
  for (const result of results) {
    const item = recordItem(result, m);
    if (result.kind === 'account' && result.status !== null) {
      const role = roleLabel(result.status);
      if (role !== undefined) item.badge = role;
    }
    const group = groups.get(result.kind) ?? [];
    group.push(item);
    groups.set(result.kind, group);
  }
  // A Map keeps the order of first appearance: the server's ranking.
  return [...groups.entries()].map(([kind, items]) => ({ id: kind, title: m.groups[kind], items }));
}

/** Before any typing: the records last opened from the palette, under one heading. */
export function recentSection(results: readonly SearchResult[], m: Texts): CommandPaletteSection[] {
  return [
    {
      id: 'recent',
      title: m.groups.recent,
      items: results.map((result) => ({
        ...recordItem(result, m),
        id: `recent:${result.kind}:${result.id}`,
      })),
    },
  ];
}

/** The create actions, each shown to the roles that may open its area. */
const CREATE_ACTIONS: readonly {
  id: keyof Texts['actions'];
  href: string;
  permission: Permission;
}[] = [
  { id: 'newEnquiry', href: screenHref('enquiryCreate'), permission: 'ENQUIRIES' },
  { id: 'newBooking', href: screenHref('bookingCreate'), permission: 'BOOKINGS' },
  { id: 'newProperty', href: screenHref('propertyCreate'), permission: 'PROPERTIES' },
  { id: 'newGuest', href: screenHref('clientCreate'), permission: 'CLIENTS' },
  { id: 'newCompany', href: screenHref('companyCreate'), permission: 'COMPANIES' },
  { id: 'newLandlord', href: screenHref('landlordCreate'), permission: 'LANDLORDS' },
];

export interface CommandContext {
  can: (permission: Permission) => boolean;
  role: Parameters<typeof visibleMenu>[0];
  experiments: Parameters<typeof visibleMenu>[1];
  /** The sidebar's label of a menu entry, in the user's language. */
  navLabel: (key: string) => string;
}

const plus: IconName = 'plus';
const arrow: IconName = 'arrow-right';

/**
 * The commands: create actions, then every place of the menu the user sees (the sidebar's own
 * entries, experiments included), each kept when its words hold the text typed.
 */
export function commandSections(
  text: string,
  m: Texts,
  context: CommandContext,
  matches: (label: string, text: string) => boolean,
): CommandPaletteSection[] {
  const wanted = text.trim();
  const keep = (item: CommandPaletteItem) => wanted === '' || matches(item.label, wanted);
  const actions = CREATE_ACTIONS.filter((action) => context.can(action.permission)).map(
    (action): CommandPaletteItem => ({
      id: `action:${action.id}`,
      label: m.actions[action.id],
      icon: plus,
      href: action.href,
    }),
  );
  const place = (entry: MenuEntry, section?: MenuEntry): CommandPaletteItem[] => {
    if (entry.kind === 'group') return entry.children.flatMap((child) => place(child, entry));
    const page = context.navLabel(entry.key);
    return [
      {
        id: `place:${entry.key}`,
        label:
          section === undefined
            ? page
            : format(m.place, { section: context.navLabel(section.key), page }),
        icon: arrow,
        href: entry.path,
      },
    ];
  };
  const places = visibleMenu(context.role, context.experiments).flatMap((entry) => place(entry));
  return [
    { id: 'actions', title: m.groups.actions, items: actions.filter(keep) },
    { id: 'goTo', title: m.groups.goTo, items: places.filter(keep) },
  ];
}
