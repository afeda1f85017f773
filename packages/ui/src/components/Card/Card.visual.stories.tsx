import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, cardElevations, cardPaddings, Inline, Stack } from '../../index';

const meta = {
  title: 'Visual/Card',
  component: Card,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  render: () => (
    <Stack space="small">
      {cardElevations.map((elevation) => (
        <Inline key={elevation} space="small" alignY="flex-start">
          {cardPaddings.map((padding) => (
            <Card key={padding} elevation={elevation} padding={padding}>
              {`${elevation} ${padding}`}
            </Card>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
