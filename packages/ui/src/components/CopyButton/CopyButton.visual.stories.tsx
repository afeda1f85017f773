import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonVariants, CopyButton, Stack } from '../../index';

const meta = {
  title: 'Visual/CopyButton',
  component: CopyButton,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  args: { text: 'ABC-123' },
  render: () => (
    <Stack space="small" align="flex-start">
      {buttonVariants.map((variant) => (
        <CopyButton key={variant} text="ABC-123" variant={variant} label={`Copy ${variant}`} />
      ))}
      <CopyButton text="ABC-123" isIconOnly label="Copy reference" />
      <CopyButton text="ABC-123" isDisabled />
    </Stack>
  ),
};
