import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Stepper } from '../../index';

const meta = {
  title: 'Visual/Stepper',
  component: Stepper,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = [
  { id: 'basic', label: 'Basic information' },
  { id: 'branding', label: 'Branding' },
  { id: 'confirmation', label: 'Confirmation' },
];

export const States: Story = {
  args: { steps, currentStepId: 'basic' },
  render: () => (
    <Stack space="large">
      {steps.map((step) => (
        <Stepper
          key={step.id}
          steps={steps}
          currentStepId={step.id}
          aria-label={`On ${step.label}`}
        />
      ))}
      <Stepper
        aria-label="Long labels"
        currentStepId="b"
        steps={[
          { id: 'a', label: 'Supercalifragilisticexpialidocious-unbroken-step-label' },
          { id: 'b', label: 'Branding for the billing company' },
        ]}
      />
    </Stack>
  ),
};
