import type { SearchResponse } from '@staydesk/domain/search';
import { NavigationProvider } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fakeServer } from '../../../test/network';
import { type AppRenderOptions, renderInApp, TEST_USER } from '../../../test/render';
import type { NavLabels } from '../components/SidebarNav';
import SearchPalette from './SearchPalette';

const ENQUIRY = '11111111-1111-4111-8111-111111111111';
const GUEST = '22222222-2222-4222-8222-222222222222';

const answer: SearchResponse['data'] = {
  query: 'quill',
  kinds: ['enquiry', 'booking', 'invoice', 'property', 'landlord', 'guest', 'company'],
  results: [
    {
      kind: 'guest',
      id: GUEST,
      title: 'Zephyrine Quillfeather',
      detail: 'zq@feather.test',
      status: null,
      match: 'prefix',
    },
    {
      kind: 'enquiry',
      id: ENQUIRY,
      title: 'ENQ-10234',
      detail: 'Quill Relocation · Leeds',
      status: 'pending',
      match: 'contains',
    },
  ],
};

const labels: NavLabels = {
  home: () => 'Home',
  enquiries: () => 'Enquiries',
  'enquiries-create': () => 'Create',
  'enquiries-list': () => 'List',
  tracker: () => 'Tracker',
  accounts: () => 'Accounts',
};

/** The app's router handed to the design system's links, as the app root does. */
function WithRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigationProvider navigate={(to) => void navigate(to)}>{children}</NavigationProvider>;
}

async function open(options: AppRenderOptions = {}) {
  const onOpenChange = vi.fn();
  await renderInApp(
    <WithRouter>
      <SearchPalette isOpen onOpenChange={onOpenChange} navLabels={labels} />
    </WithRouter>,
    options,
  );
  return { onOpenChange };
}

describe('SearchPalette', () => {
  test('finds records as one types, grouped by kind in the order found; the arrows move and Enter opens', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { data: answer } }));
    await open();
    const field = page.getByRole('combobox', { name: 'Search everything' });
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('quill');
    await expect.element(page.getByRole('group', { name: 'Guests' })).toBeVisible();
    const rows = page.getByRole('option');
    await expect.element(rows.first()).toHaveTextContent('Zephyrine Quillfeatherzq@feather.test');
    await expect.element(rows.nth(1)).toHaveTextContent('ENQ-10234Quill Relocation · LeedsPending');
    await expect.element(page.getByRole('group', { name: 'Enquiries' })).toBeVisible();
    expect(requests.map((request) => request.path)).toEqual(['/api/v1/search?q=quill']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect
      .element(page.getByTestId('navigated'))
      .toHaveTextContent(`/dashboard/enquiries/list/${ENQUIRY}`);
  });

  test('offers the actions and places the role may use, and asks nothing for one character', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { data: answer } }));
    await open({ user: { ...TEST_USER, role: 'user', experiments: [] } });
    await expect.element(page.getByRole('option', { name: 'New enquiry' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Enquiries › List' })).toBeVisible();
    // Tracker is tied to its experiment, Accounts to masteradmin and above.
    await expect.element(page.getByRole('option', { name: 'Tracker' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: /Accounts/ })).not.toBeInTheDocument();
    await userEvent.keyboard('n');
    await expect.element(page.getByRole('option', { name: 'New enquiry' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test('goes to the tracker for a user who has its experiment', async () => {
    fakeServer(() => ({ status: 200, body: { data: { ...answer, results: [] } } }));
    await open({
      user: {
        ...TEST_USER,
        role: 'user',
        experiments: [{ name: 'trackerBoard', isAvailable: true }],
      },
    });
    await userEvent.keyboard('track');
    await expect.element(page.getByRole('option', { name: 'Tracker' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByTestId('navigated')).toHaveTextContent('/dashboard/tracker');
  });

  test('says when nothing matches, and speaks French', async () => {
    fakeServer(() => ({ status: 200, body: { data: { ...answer, results: [] } } }));
    await open({ language: 'fr' });
    await expect.element(page.getByRole('combobox', { name: 'Tout rechercher' })).toHaveFocus();
    await userEvent.keyboard('zzzz');
    await expect.element(page.getByText('Rien ne correspond à « zzzz ».')).toBeVisible();
  });

  test('names the statuses and groups in French', async () => {
    fakeServer(() => ({ status: 200, body: { data: answer } }));
    await open({ language: 'fr' });
    await userEvent.keyboard('quill');
    await expect.element(page.getByRole('group', { name: 'Demandes' })).toBeVisible();
    await expect.element(page.getByRole('option').nth(1)).toHaveTextContent(/En cours$/);
  });
});
