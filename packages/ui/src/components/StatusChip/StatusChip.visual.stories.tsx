import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Inline,
  offerStatuses,
  Stack,
  StatusChip,
  stayStates,
  trafficLights,
  workflowStatuses,
} from '../../index';

const meta = {
  title: 'Visual/StatusChip',
  component: StatusChip,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { kind: 'workflow', status: 'booked' },
  render: () => (
    <Stack space="small">
      <Inline space="xsmall">
        {workflowStatuses.map((status) => (
          <StatusChip key={status} kind="workflow" status={status} />
        ))}
      </Inline>
      <Inline space="xsmall">
        {workflowStatuses.map((status) => (
          <StatusChip key={status} kind="workflow" status={status} display="code" size="small" />
        ))}
      </Inline>
      <Inline space="xsmall">
        {offerStatuses.map((status) => (
          <StatusChip key={status} kind="offer" status={status} />
        ))}
      </Inline>
      <Inline space="xsmall">
        {stayStates.map((status) => (
          <StatusChip key={status} kind="stay" status={status} />
        ))}
      </Inline>
      <Inline space="xsmall">
        {trafficLights.map((status) => (
          <StatusChip key={status} kind="trafficLight" status={status} />
        ))}
        <StatusChip kind="workflow" status="pending" display="label" size="small" />
      </Inline>
    </Stack>
  ),
};
