import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, linkTones, linkWeights, PlainLink, Stack } from '../../index';

const meta = {
  title: 'Visual/PlainLink',
  component: PlainLink,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof PlainLink>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaces = ['surface', 'neutral', 'brandAccentSoft'] as const;

/** The same matrix as Link's: a PlainLink must not be told from a Link. */
export const OnEverySurface: Story = {
  args: { href: '#x' },
  render: () => (
    <Stack space="small">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="small">
          <Stack space="xsmall">
            {linkTones.flatMap((tone) =>
              linkWeights.map((weight) => (
                <PlainLink key={`${tone}-${weight}`} href="#x" tone={tone} weight={weight}>
                  {`${tone} ${weight} on ${surface}`}
                </PlainLink>
              )),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
