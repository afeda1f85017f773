import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ButtonLink, buttonSizes, buttonVariants, Icon, NavigationProvider } from '../../index';

const navigate = fn();

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  args: { href: '/dashboard/enquiries/create', children: 'Create enquiry' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
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
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to its address, dressed as the primary button; Enter follows it in the app. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Create enquiry' });
    await expect(link).toHaveAttribute('href', '/dashboard/enquiries/create');
    await expect(link).toHaveAttribute('data-variant', 'primary');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenLastCalledWith('/dashboard/enquiries/create', undefined);
  },
};

/** Same look as the button of the same variant: primary beside secondary, with an icon. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink {...args}>
        <Icon name="plus" size="small" />
        Create enquiry
      </ButtonLink>
      <ButtonLink {...args} variant="secondary">
        Requests
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const [primary, secondary] = canvas.getAllByRole('link');
    await expect(primary).toHaveAccessibleName('Create enquiry');
    await expect(getComputedStyle(primary as Element).textDecorationLine).toBe('none');
    await expect(secondary).toHaveAttribute('data-variant', 'secondary');
  },
};
