import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, Badge, Box, Button, PageHeader, Stack, StatusChip } from '../../index';

const meta = {
  title: 'Visual/PageHeader',
  component: PageHeader,
  tags: ['!autodocs', 'visual'],
  args: { title: '' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (
  <Box width="100%">
    <Stack space="xlarge">
      <PageHeader
        title="Harbour Lets Ltd"
        description="Updated 5 minutes ago by Ana Pereira"
        status={<StatusChip kind="workflow" status="approved" />}
        avatar={<Avatar name="Harbour Lets" />}
        actions={
          <>
            <Button variant="secondary">Delete</Button>
            <Button>Edit</Button>
          </>
        }
      />
      <PageHeader title="Companies" actions={<Button>Create company</Button>} />
      <PageHeader
        title="Supercalifragilisticexpialidocious-Unbroken-Company-Name-That-Must-Wrap"
        status={<Badge tone="critical">Deleted</Badge>}
        description="A description long enough to wrap onto a second line on a phone, and to show it stays secondary."
        actions={<Button variant="secondary">Restore</Button>}
      />
    </Stack>
  </Box>
);

export const Headers: Story = { render: () => headers };

/** On a phone the actions wrap under the title, starting at the left. */
export const HeadersOnAPhone: Story = {
  render: () => headers,
  parameters: { screenshotViewport: { width: 390, height: 720 } },
};
