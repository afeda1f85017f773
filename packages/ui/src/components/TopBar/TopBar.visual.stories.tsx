import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, TopBar } from '../../index';

const meta = {
  title: 'Visual/TopBar',
  component: TopBar,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = [
  { id: 'refresh', label: 'Refresh Data', onAction: () => {} },
  { id: 'logout', label: 'Log Out', onAction: () => {} },
];

export const Bars: Story = {
  args: {
    user: { fullName: 'Ana Lopez', firstName: 'Ana' },
    roleLabel: 'Admin',
    settingsHref: '/dashboard/settings',
    menuItems,
  },
  render: (args) => (
    <Stack space="small">
      <Box background="surface" paddingX="medium">
        <TopBar {...args}>Tracker</TopBar>
      </Box>
      <Box background="surface" paddingX="medium">
        <TopBar
          {...args}
          user={{ fullName: 'Maximilian Oppenheimer-Wolstenholme', firstName: 'Maximilian' }}
          accountMenuLabel="Account menu of a long name"
          notificationsLabel="Notifications for a long name"
          settingsLabel="Settings for a long name"
        >
          Supercalifragilisticexpialidocious-unbroken-page-title
        </TopBar>
      </Box>
    </Stack>
  ),
};

/** The open avatar menu: greeting, role badge and items. */
export const OpenMenu: Story = {
  args: Bars.args,
  render: (args) => (
    <Box background="surface" paddingX="medium" paddingBottom="xxlarge">
      <Box paddingBottom="xxlarge">
        <TopBar {...args} />
      </Box>
      <Box paddingBottom="xxlarge" />
    </Box>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await canvas.findByRole('menu');
  },
};
