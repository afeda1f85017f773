import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, buttonSizes, buttonVariants, Icon, Inline, Stack } from '../../index';

const meta = {
  title: 'Visual/Button',
  component: Button,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Stack space="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} isDisabled>
            Disabled
          </Button>
          <Button variant={variant} isPending>
            Pending
          </Button>
          <Button variant={variant} aria-label="Add">
            <Icon name="plus" size="small" />
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const LongLabels: Story = {
  render: () => (
    <Box width="100%">
      <Stack space="small" align="flex-start">
        <Button>Send the confirmation email to the landlord and the guest</Button>
        <Button variant="secondary">Supercalifragilisticexpialidocious-unbroken-label</Button>
      </Stack>
    </Box>
  ),
};
