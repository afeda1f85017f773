import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, Inline, iconNames, iconSizes, Stack } from '../../index';

const meta = {
  title: 'Visual/Icon',
  component: Icon,
  tags: ['!autodocs', 'visual'],
  args: { name: 'bell' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverySize: Story = {
  render: () => (
    <Stack space="small">
      {iconSizes.map((size) => (
        <Inline key={size} space="small">
          {iconNames.map((name) => (
            <Icon key={name} name={name} size={size} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
