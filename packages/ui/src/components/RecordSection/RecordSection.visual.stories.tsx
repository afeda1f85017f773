import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Box,
  Button,
  DescriptionList,
  DescriptionListItem,
  Grid,
  PageHeader,
  RecordSection,
  Stack,
  StatusChip,
} from '../../index';

const meta = {
  title: 'Visual/RecordSection',
  component: RecordSection,
  tags: ['!autodocs', 'visual'],
  args: { title: '', children: null },
} satisfies Meta<typeof RecordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record page: header, then cards of label/value pairs. */
const recordPage = (
  <Box width="100%">
    <Stack space="large">
      <PageHeader
        title="Anna Smith"
        status={<StatusChip kind="stay" status="active" />}
        description="Guest since March 2024"
        actions={<Button>Edit</Button>}
      />
      <RecordSection
        title="Contact"
        actions={
          <Button variant="secondary" size="small">
            Edit
          </Button>
        }
      >
        <DescriptionList>
          <DescriptionListItem label="Email" value="anna.smith@example.com" />
          <DescriptionListItem label="Phone" value="07700 900123" />
          <DescriptionListItem label="Company" value="Harbour Lets Ltd" />
          <DescriptionListItem label="Preferred contact" value="Email" isInline />
        </DescriptionList>
      </RecordSection>
      <Grid columns={[1, 2]} space="large">
        <RecordSection title="Flags" description="Shown to staff on every booking.">
          <DescriptionList columns={1}>
            <DescriptionListItem label="Flags" tags={['VIP', 'Late arrival']} tagTone="info" />
          </DescriptionList>
        </RecordSection>
        <RecordSection title="Notes">
          <DescriptionList columns={1}>
            <DescriptionListItem label="Notes" value={null} />
          </DescriptionList>
        </RecordSection>
      </Grid>
    </Stack>
  </Box>
);

export const RecordPage: Story = { render: () => recordPage };

export const RecordPageOnAPhone: Story = {
  render: () => recordPage,
  parameters: { screenshotViewport: { width: 390, height: 900 } },
};
