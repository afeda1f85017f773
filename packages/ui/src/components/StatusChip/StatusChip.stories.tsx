import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Inline,
  offerStatuses,
  StatusChip,
  stayStates,
  trafficLights,
  workflowStatusCodes,
  workflowStatuses,
} from '../../index';

const meta = {
  title: 'Components/StatusChip',
  component: StatusChip,
  args: { kind: 'workflow', status: 'awaitingApproval' },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = canvasElement.querySelector('[data-component="StatusChip"]');
    await expect(chip).toHaveTextContent('AWAwaiting Approval');
    await expect(chip).toHaveAttribute('data-kind', 'workflow');
    await expect(chip).toHaveAttribute('data-status', 'awaitingApproval');
    await expect(chip?.querySelector('[data-part="code"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { kind: 'offer', status: 'rejected', size: 'small' } };

export const WorkflowCodes: Story = {
  render: () => (
    <Inline space="xsmall">
      {workflowStatuses.map((status) => (
        <StatusChip key={status} kind="workflow" status={status} display="code" />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    // Both AR chips keep their own names.
    await expect(canvas.getByRole('img', { name: 'Awaiting Response' })).toHaveTextContent('AR');
    await expect(canvas.getByRole('img', { name: 'Archived' })).toHaveTextContent('AR');
    for (const status of workflowStatuses) {
      const chip = canvas
        .getAllByRole('img')
        .find((element) => element.getAttribute('data-status') === status);
      await expect(chip).toHaveTextContent(workflowStatusCodes[status]);
    }
  },
};

export const OfferStatuses: Story = {
  render: () => (
    <Inline space="xsmall">
      {offerStatuses.map((status) => (
        <StatusChip key={status} kind="offer" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hold')).toBeVisible();
    await expect(canvas.getByText('Unsuitable')).toBeVisible();
    await expect(canvas.queryByText('Awaiting Response')).toBeNull();
  },
};

export const StayStates: Story = {
  render: () => (
    <Inline space="xsmall">
      {stayStates.map((status) => (
        <StatusChip key={status} kind="stay" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs Attention')).toBeVisible();
    await expect(canvas.getByText('Check Out')).toBeVisible();
  },
};

export const TrafficLight: Story = {
  render: () => (
    <Inline space="xsmall">
      {trafficLights.map((status) => (
        <StatusChip key={status} kind="trafficLight" status={status} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Orange')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-part="dot"]')).toHaveLength(5);
  },
};

export const CallerLabel: Story = {
  args: { kind: 'stay', status: 'checkIn', label: 'Arrive today' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Arrive today')).toBeVisible();
    await expect(canvas.queryByText('Check In')).toBeNull();
  },
};
