import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Box,
  Button,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  TextArea,
  TextField,
} from '../../index';

const meta = {
  title: 'Visual/FormLayout',
  component: FormLayout,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  <Box width="100%">
    <FormLayout>
      <FormSection title="Guest" description="As it appears on bookings and invoices.">
        <FormRow>
          <TextField label="First name" isRequired />
          <TextField label="Last name" isRequired />
        </FormRow>
        <TextField label="Email" type="email" description="We send booking confirmations here." />
      </FormSection>
      <FormSection title="Notes">
        <TextArea label="Notes" />
      </FormSection>
      <FormActions
        secondary={<Button variant="secondary">Cancel</Button>}
        primary={<Button>Save guest</Button>}
      />
    </FormLayout>
  </Box>
);

/** On a wide screen the form stays about 40rem wide. */
export const Form: Story = {
  render: () => form,
  parameters: { screenshotViewport: { width: 1280, height: 640 } },
};

export const FormOnAPhone: Story = {
  render: () => form,
  parameters: { screenshotViewport: { width: 390, height: 720 } },
};
