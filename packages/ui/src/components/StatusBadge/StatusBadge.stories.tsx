import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Inline,
  StatusBadge,
  workflowStatusCodes,
  workflowStatuses,
  workflowStatusLabels,
} from '../../index';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { kind: 'workflow', status: 'awaitingApproval', label: 'En attente d’approbation' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label only: no code in front of it, the dot is decoration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-component="StatusBadge"]');
    await expect(badge).toHaveTextContent(/^En attente d’approbation$/);
    await expect(badge).toHaveAttribute('data-kind', 'workflow');
    await expect(badge).toHaveAttribute('data-status', 'awaitingApproval');
    await expect(badge?.querySelector('[data-part="dot"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(badge).not.toHaveAttribute('title');
  },
};

/** The spec's short codes stay at hand in the hint (both AR statuses keep their own labels). */
export const WorkflowWithCodes: Story = {
  render: () => (
    <Inline space="xsmall">
      {workflowStatuses.map((status) => (
        <StatusBadge
          key={status}
          kind="workflow"
          status={status}
          label={workflowStatusLabels[status]}
          hint={workflowStatusCodes[status]}
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const responded = canvas.getByText('Awaiting Response').parentElement;
    await expect(responded).toHaveAttribute('title', 'AR');
    await expect(responded).toHaveTextContent(/^Awaiting Response$/);
    await expect(canvas.getByText('Archived').parentElement).toHaveAttribute('title', 'AR');
    await expect(canvas.queryByText('AR')).toBeNull();
  },
};

/** A status of another record kind takes a feedback tone; its value is still a hook. */
export const Tone: Story = {
  args: { kind: undefined, tone: 'critical', status: 'overdue', label: 'Overdue' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-component="StatusBadge"]');
    await expect(badge).toHaveAttribute('data-tone', 'critical');
    await expect(badge).toHaveAttribute('data-status', 'overdue');
    await expect(badge).not.toHaveAttribute('data-kind');
  },
};

/** The landlord traffic light: its meaning in words, the reason on hover. */
export const TrafficLight: Story = {
  args: {
    kind: 'trafficLight',
    status: 'orange',
    label: 'Use with care',
    hint: 'Suggested from the record: Use with care (Cancellations)',
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText('Use with care');
    await expect(label.parentElement).toHaveAttribute('data-status', 'orange');
    await expect(label.parentElement).toHaveAttribute('title', expect.stringContaining('Cancel'));
    await expect(canvas.queryByText('Orange')).toBeNull();
  },
};

/** One unit in a narrow cell: the label keeps one line and ends in an ellipsis. */
export const Narrow: Story = {
  args: { kind: 'stay', status: 'needsAttention', label: 'Besoin d’attention immédiate' },
  render: (args) => (
    <div style={{ width: '8rem' }}>
      <StatusBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const label = canvas.getByText('Besoin d’attention immédiate');
    const height = Number.parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(height + 1);
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  },
};
