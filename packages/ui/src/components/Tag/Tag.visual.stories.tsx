import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, Stack, Tag, tagTones } from '../../index';

const meta = {
  title: 'Visual/Tag',
  component: Tag,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { children: '' },
  render: () => (
    <Stack space="small">
      <Inline space="small">
        {tagTones.map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
      </Inline>
      <Box width="100%">
        <Inline space="small">
          <Tag>Parking included on site, free of charge for every guest</Tag>
          <Tag tone="info">Supercalifragilisticexpialidocious-unbroken-amenity-label</Tag>
        </Inline>
      </Box>
    </Stack>
  ),
};
