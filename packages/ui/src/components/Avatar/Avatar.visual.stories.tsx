import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar, avatarColors, avatarSizes, Inline, Stack } from '../../index';

const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABz0lEQVR42g3LIc5GAAAA0P843wEcwAEcwESTJBNNkkw0SXoTTZJMNEky2WF+r7+/XyJIhIkoESeyRJGoE21iSEgsiS1xJu7Em/j7pYJUmIpScSpLFak61aaGlNSS2lJn6k696RdyQS7MRbk4l+WKXJ1rc0NObsltuTN35978C6WgFJaiUlzKSkWpLrWloaS0lLbSWbpLb/mFSlAJK1ElrmSVolJX2spQUVkqW+Ws3JW3+kIjaISNqBE3skbRqBttY2hoLI2tcTbuxtt8oRN0wk7UiTtZp+jUnbYzdHSWztY5O3fn7b7QC3phL+rFvaxX9Ope2xt6ektv6529u/f2XxgFo3AUjeJRNipG9agdDSOjZbSNztE9escvTIJJOIkm8SSbFJN60k6Gicky2Sbn5J680xdmwSycRbN4ls2KWT1rZ8PMbJlts3N2z975C6tgFa6iVbzKVsWqXrWrYWW1rLbVubpX7/qFXbALd9Eu3mW7Ylfv2t2ws1t22+7c3bt3/8IhOISH6BAfskNxqA/tYTg4LIftcB7uw3t84RJcwkt0iS/ZpbjUl/YyXFyWy3Y5L/flvb7wCB7hI3rEj+xRPOpH+xgeHstje5yP+/E+/gFDcrgQZm6nbwAAAABJRU5ErkJggg==';

const meta = {
  title: 'Visual/Avatar',
  component: Avatar,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matrix: Story = {
  args: { name: '' },
  render: () => (
    <Stack space="small">
      {avatarSizes.map((size) => (
        <Inline key={size} space="small">
          {avatarColors.map((color) => (
            <Avatar key={color} size={size} color={color} name="Wendy Mwangi" />
          ))}
          <Avatar size={size} name="Cher" />
          <Avatar size={size} name="Łukasz Żuk" />
          <Avatar size={size} name="Anna Smith" src={photo} />
        </Inline>
      ))}
    </Stack>
  ),
};
