import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, FormField, type FormFieldControlProps, Stack } from '../../index';

const meta = {
  title: 'Visual/FormField',
  component: FormField,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

function CleaningSelect(props: FormFieldControlProps) {
  return (
    <select defaultValue="weekly" {...props}>
      <option value="daily">Daily</option>
      <option value="weekly">Weekly</option>
    </select>
  );
}

export const States: Story = {
  args: { label: '', children: () => null },
  render: () => (
    <Box width="100%">
      <Stack space="medium">
        <FormField label="Plain">{(props) => <CleaningSelect {...props} />}</FormField>
        <FormField
          label="Required with help"
          isRequired
          description="Included in the nightly rate."
        >
          {(props) => <CleaningSelect {...props} />}
        </FormField>
        <FormField label="Invalid" isInvalid errorMessage="Choose how often the flat is cleaned">
          {(props) => <CleaningSelect {...props} />}
        </FormField>
        <FormField
          label="A-very-long-unbroken-label-that-must-wrap-instead-of-overflowing-its-container"
          description="Help text that is long enough to wrap onto a second line in a narrow column of the form layout."
        >
          {(props) => <CleaningSelect {...props} />}
        </FormField>
      </Stack>
    </Box>
  ),
};
