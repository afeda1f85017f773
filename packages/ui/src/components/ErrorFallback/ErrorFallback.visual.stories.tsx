import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ErrorFallback, Stack } from '../../index';

const meta = {
  title: 'Visual/ErrorFallback',
  component: ErrorFallback,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

// Two fallbacks per story: a taller canvas would run past the viewport the screenshots are taken in.
export const Variants: Story = {
  args: { homeHref: '#dashboard' },
  render: () => (
    <Stack space="small">
      <ErrorFallback homeHref="#dashboard" />
      <ErrorFallback
        homeHref="#dashboard"
        headingLevel={2}
        title="Request timed out"
        message="The server took too long to process the request. Please try again later."
      >
        <Button variant="secondary">Retry</Button>
      </ErrorFallback>
    </Stack>
  ),
};

export const LongTitleWithoutMessage: Story = {
  args: {
    homeHref: '#dashboard',
    message: null,
    title: 'Supercalifragilisticexpialidocious-unbroken-title-that-wraps-inside-the-fallback',
  },
};
