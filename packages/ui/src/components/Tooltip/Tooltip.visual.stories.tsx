import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline, Tooltip, TooltipTrigger } from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/Tooltip',
  component: Tooltip,
  tags: ['!autodocs', 'visual'],
  args: { children: null },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <Inline space="xxlarge">
        <TooltipTrigger isOpen>
          <Button variant="secondary">Short</Button>
          <Tooltip placement="bottom">Refresh the data</Tooltip>
        </TooltipTrigger>
      </Inline>
    </div>
  ),
};

export const LongText: Story = {
  render: () => (
    <div className={popupStage}>
      <TooltipTrigger isOpen>
        <Button variant="secondary">Long</Button>
        <Tooltip placement="bottom start">
          A long description that wraps across several lines, with
          an-unbroken-identifier-like-BK-2026-000123456789 inside.
        </Tooltip>
      </TooltipTrigger>
    </div>
  ),
};
