import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, Stack, Text, textSizes, textTones, textWeights } from '../../index';

const meta = {
  title: 'Visual/Text',
  component: Text,
  tags: ['!autodocs', 'visual'],
  args: { children: 'Text' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaces = ['surface', 'neutral'] as const;

export const Matrix: Story = {
  render: () => (
    <Inline space="small" alignY="flex-start">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="small">
          <Stack space="xxsmall">
            {textSizes.flatMap((size) =>
              textTones.map((tone) => (
                <Text key={`${size}-${tone}`} size={size} tone={tone}>
                  {`${size} ${tone} on ${surface}`}
                </Text>
              )),
            )}
            {textWeights.map((weight) => (
              <Text key={weight} weight={weight}>{`${weight} weight on ${surface}`}</Text>
            ))}
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
        <Text>
          It seems like we've run into an issue. Don't worry, this could be a temporary glitch.
          Manage listings, connect with clients, and close deals faster.
        </Text>
        <Text size="small" tone="secondary">
          averyveryverylongunbrokenemailaddresswithoutanyspaces@staydesk-example-company.com
        </Text>
      </Stack>
    </Box>
  ),
};
