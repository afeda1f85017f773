import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  badgeTones,
  Inline,
  offerStatuses,
  offerStatusLabels,
  Stack,
  StatusBadge,
  stayStateLabels,
  stayStates,
  trafficLights,
  workflowStatuses,
  workflowStatusLabels,
} from '../../index';

const meta = {
  title: 'Visual/StatusBadge',
  component: StatusBadge,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const lightMeanings = {
  gray: 'No track record',
  green: 'Reliable',
  yellow: 'Keep an eye on',
  orange: 'Use with care',
  red: 'Avoid',
} as const;

export const Matrix: Story = {
  args: { kind: 'workflow', status: 'booked', label: 'Booked' },
  render: () => (
    <Stack space="small">
      <Inline space="xsmall">
        {workflowStatuses.map((status) => (
          <StatusBadge
            key={status}
            kind="workflow"
            status={status}
            label={workflowStatusLabels[status]}
          />
        ))}
      </Inline>
      <Inline space="xsmall">
        {offerStatuses.map((status) => (
          <StatusBadge
            key={status}
            kind="offer"
            status={status}
            label={offerStatusLabels[status]}
          />
        ))}
      </Inline>
      <Inline space="xsmall">
        {stayStates.map((status) => (
          <StatusBadge key={status} kind="stay" status={status} label={stayStateLabels[status]} />
        ))}
      </Inline>
      <Inline space="xsmall">
        {trafficLights.map((status) => (
          <StatusBadge
            key={status}
            kind="trafficLight"
            status={status}
            label={lightMeanings[status]}
          />
        ))}
      </Inline>
      <Inline space="xsmall">
        {badgeTones.map((tone) => (
          <StatusBadge key={tone} tone={tone} label={tone} />
        ))}
      </Inline>
      <div style={{ width: '7rem' }}>
        <StatusBadge kind="stay" status="needsAttention" label="Besoin d’attention immédiate" />
      </div>
    </Stack>
  ),
};
