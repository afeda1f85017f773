import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink, buttonVariants, Icon, Inline, Stack } from '../../index';

const meta = {
  title: 'Visual/ButtonLink',
  component: ButtonLink,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <Stack space="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          <ButtonLink href="/dashboard/enquiries/create" variant={variant}>
            <Icon name="plus" size="small" />
            {`Create ${variant}`}
          </ButtonLink>
          <ButtonLink href="/dashboard/enquiries/requests" variant={variant} size="small">
            {`${variant} small`}
          </ButtonLink>
        </Inline>
      ))}
    </Stack>
  ),
};
