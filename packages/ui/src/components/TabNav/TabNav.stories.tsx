import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NavigationProvider, TabNav } from '../../index';

/** The app router's navigate, as the app's NavigationProvider hands it to every link. */
const navigate = fn();

const bookingTabs = [
  { id: 'checkIn', label: 'Check In', count: 4, href: '/bookings?tab=checkIn' },
  { id: 'active', label: 'Active', count: 31, href: '/bookings?tab=active' },
  { id: 'archived', label: 'Archived', count: 1284, href: '/bookings?tab=archived' },
];

const meta = {
  title: 'Components/TabNav',
  component: TabNav,
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  args: { items: bookingTabs, currentId: 'active', 'aria-label': 'Booking tabs' },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A nav of links, the current one `aria-current="page"`, each named with its count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Booking tabs' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    const active = within(nav).getByRole('link', { name: 'Active (31)' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(active).toHaveAttribute('href', '/bookings?tab=active');
    await expect(within(nav).getByRole('link', { name: 'Archived (1,284)' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A click is an in-app navigation through the router, not a page load. */
export const NavigatesWithPointer: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Check In (4)' }));
    await expect(navigate).toHaveBeenLastCalledWith('/bookings?tab=checkIn', undefined);
  },
};

/** Tab reaches each link in turn (one tab stop each, as links), Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Check In (4)' })).toHaveFocus();
    await userEvent.tab();
    const active = canvas.getByRole('link', { name: 'Active (31)' });
    await expect(active).toHaveFocus();
    await expect(active).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/bookings?tab=active', undefined);
  },
};

/** Without counts, only the labels show. */
export const WithoutCounts: Story = {
  args: {
    items: bookingTabs.map(({ count: _count, ...tab }) => tab),
    currentId: 'checkIn',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Check In' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const enquiryTabs = [
  'Overview',
  'Not Assigned',
  'Your Enquiries',
  'Assigned',
  'Pending',
  'Awaiting Approval',
  'Approved',
  'Awaiting Response',
  'Offered Out',
  'Cancelled',
  'Archived',
  'Deleted',
].map((label, index) => ({
  id: `tab-${index}`,
  label,
  count: index * 7,
  href: `/enquiries?tab=${index}`,
}));

/**
 * More tabs than a phone's width: the row scrolls sideways on its own, every tab whole, and its
 * far edge fades while tabs wait there; the page around it keeps its width.
 */
export const ScrollsOnAPhone: Story = {
  args: { items: enquiryTabs, currentId: 'tab-0', 'aria-label': 'Enquiry tabs' },
  render: (args) => (
    <div style={{ width: 358 }} data-testid="frame">
      <TabNav {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Enquiry tabs' });
    await expect(nav.clientWidth).toBeLessThanOrEqual(358);
    await expect(nav.scrollWidth).toBeGreaterThan(nav.clientWidth);
    await expect(getComputedStyle(nav).overflowX).toBe('auto');
    await expect(getComputedStyle(nav).maskImage).toContain('linear-gradient');
    const last = within(nav).getByRole('link', { name: 'Deleted (77)' });
    // Each tab keeps its whole label on one line.
    await expect(getComputedStyle(last).whiteSpace).toBe('nowrap');
    last.scrollIntoView({ inline: 'end' });
    await expect(nav.scrollLeft).toBeGreaterThan(0);
    const box = last.getBoundingClientRect();
    const frame = nav.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
  },
};
