import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Heading, headingLevels, headingTones, Inline, Stack } from '../../index';

const meta = {
  title: 'Visual/Heading',
  component: Heading,
  tags: ['!autodocs', 'visual'],
  args: { level: 1, children: 'Heading' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaces = ['surface', 'neutral'] as const;

export const Matrix: Story = {
  render: () => (
    <Inline space="small" alignY="flex-start">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="small">
          <Stack space="xsmall">
            {headingLevels.flatMap((level) =>
              headingTones.map((tone) => (
                <Heading key={`${level}-${tone}`} level={level} tone={tone}>
                  {`H${level} ${tone} on ${surface}`}
                </Heading>
              )),
            )}
          </Stack>
        </Box>
      ))}
    </Inline>
  ),
};

export const LongAndUnbroken: Story = {
  render: () => (
    <Box background="surface" padding="small">
      <Stack space="xsmall">
        <Heading level={2}>
          Manage listings, connect with clients, and close deals faster across every company you
          work with
        </Heading>
        <Heading level={3} size={1}>
          Supercalifragilisticexpialidociousheadingwithoutanyspaces
        </Heading>
      </Stack>
    </Box>
  ),
};
