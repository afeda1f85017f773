import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Popover, PopoverTrigger } from '../../index';
import { popupStage } from './popupStage.css';

const meta = {
  title: 'Visual/Popover',
  component: Popover,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, so the surface (radius, border, shadow, colours) is in the screenshot. */
export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <PopoverTrigger defaultOpen>
        <Button variant="secondary">Contact details</Button>
        <Popover title="Landlord contact" isNonModal>
          Call before 6 pm on weekdays. A long note that wraps onto a second line inside the
          popover.
        </Popover>
      </PopoverTrigger>
    </div>
  ),
};
