import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { linkTones, NavigationProvider, PlainLink } from '../../index';

const navigate = fn();

const meta = {
  title: 'Components/PlainLink',
  component: PlainLink,
  args: { href: '/dashboard/companies/42', children: 'Harbour Lets' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain left click, or Enter, navigates in the app through NavigationProvider. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Harbour Lets' });
    await expect(link).toHaveAttribute('href', '/dashboard/companies/42');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledTimes(2);
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard/companies/42', undefined);
  },
};

/** Keyboard focus shows the focus ring of `Link` (`:focus-visible`, no RAC attributes). */
export const FocusRing: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Harbour Lets' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await expect(link).not.toHaveAttribute('data-focus-visible');
  },
};

/**
 * What the browser does better is left to it: a modified or middle click (a new tab), a link
 * with a target, an address outside the app.
 */
export const LeftToTheBrowser: Story = {
  render: (args) => (
    <p>
      <PlainLink {...args}>In the app</PlainLink>{' '}
      <PlainLink href="https://example.com/" target="_blank" rel="noreferrer">
        Elsewhere, new tab
      </PlainLink>{' '}
      <PlainLink href="mailto:bookings@example.com">Write to bookings</PlainLink>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Keep the story's page where it is: the test only watches what PlainLink decides.
    const stayed: boolean[] = [];
    const keepPage = (event: MouseEvent) => {
      stayed.push(event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.addEventListener('click', keepPage);
    try {
      const click = (name: string, init: MouseEventInit = {}) =>
        canvas
          .getByRole('link', { name })
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
      click('In the app', { ctrlKey: true });
      click('In the app', { metaKey: true });
      click('In the app', { shiftKey: true });
      click('In the app', { button: 1 });
      click('Elsewhere, new tab');
      click('Write to bookings');
      await expect(navigate).not.toHaveBeenCalled();
      await expect(stayed).toEqual([false, false, false, false, false, false]);
    } finally {
      canvasElement.removeEventListener('click', keepPage);
    }
  },
};

export const Tones: Story = {
  render: (args) => (
    <p>
      {linkTones.map((tone) => (
        <span key={tone}>
          <PlainLink {...args} tone={tone}>{`${tone} link`}</PlainLink>{' '}
        </span>
      ))}
    </p>
  ),
};

/** Without a NavigationProvider the link is an ordinary link: the browser loads the address. */
export const WithoutProvider: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => <PlainLink {...args} />,
};
