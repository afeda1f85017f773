import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSkeleton } from '../../index';

const meta = {
  title: 'Components/PageSkeleton',
  component: PageSkeleton,
  args: { label: 'Loading...' },
} satisfies Meta<typeof PageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced once as a polite status; the bars themselves are hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(canvasElement.querySelectorAll('[data-part="bar"]')).toHaveLength(9);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** The title's bar is as tall as a level-1 heading's line, where the page's title will draw. */
export const TitleLineHeight: Story = {
  args: { rows: 2, label: 'Chargement...' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
    const [titleBar] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-part="bar"]'));
    // Heading level 1: 2.5rem of line.
    await expect(titleBar?.getBoundingClientRect().height).toBe(40);
  },
};
