import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ErrorFallback } from '../../index';

const meta = {
  title: 'Components/ErrorFallback',
  component: ErrorFallback,
  args: { homeHref: '#dashboard' },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "It seems like we've run into an issue. Don't worry, this could be a temporary glitch.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#dashboard');
  },
};

export const Playground: Story = { args: { headingLevel: 2, homeLabel: 'Back to the dashboard' } };

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

/**
 * The app's /error screen passes its own title and message (the spec's texts are checked where
 * the app shows them, in its end-to-end tests). What the component owes is the structure: the
 * title as the page's heading, the message after it in reading order, and the way home.
 */
export const WithTitleAndMessage: Story = {
  args: {
    title: 'Request timed out',
    message: 'The server took too long to process the request. Please try again later.',
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const message = canvasElement.querySelector('[data-part="message"]');
    await expect(message).not.toBeNull();
    // The message follows its heading in reading order, and the default text is replaced.
    await expect(
      heading.compareDocumentPosition(message as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(canvas.queryByText(/run into an issue/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#dashboard');
  },
};

/** The /error screen without a type: the title only. */
export const WithoutMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="message"]')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: {
    children: (
      <Button variant="secondary" onPress={fn()}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};

/**
 * In place of content whose request failed (a list's rows): a heading inside the page, the
 * failure's message and a Retry, and no way home (the page around it stays).
 */
export const InlineWithRetry: Story = {
  args: {
    homeHref: undefined,
    headingLevel: 2,
    title: 'This list could not be loaded',
    message: 'Request failed with status code 500',
    children: (
      <Button variant="secondary" onPress={fn()}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'This list could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  },
};
