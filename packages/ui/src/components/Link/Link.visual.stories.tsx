import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Link, linkTones, linkWeights, Stack } from '../../index';

const meta = {
  title: 'Visual/Link',
  component: Link,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaces = ['surface', 'neutral', 'brandAccentSoft'] as const;

export const OnEverySurface: Story = {
  render: () => (
    <Stack space="small">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="small">
          <Stack space="xsmall">
            {linkTones.flatMap((tone) =>
              linkWeights.map((weight) => (
                <Link key={`${tone}-${weight}`} href="#x" tone={tone} weight={weight}>
                  {`${tone} ${weight} on ${surface}`}
                </Link>
              )),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};
