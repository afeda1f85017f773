import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../index';

const enquiryTabs = [
  { id: 'pending', name: 'Pending', count: 12 },
  { id: 'approved', name: 'Approved', count: 3 },
  { id: 'assigned', name: 'Assigned', count: 0 },
  { id: 'archived', name: 'Archived', count: 1284 },
] as const;

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Enquiries" items={enquiryTabs}>
        {(item) => <Tab count={item.count}>{item.name}</Tab>}
      </TabList>
      {enquiryTabs.map((item) => (
        <TabPanel key={item.id} id={item.id}>
          {`${item.name} enquiries`}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Enquiries' })).toBeVisible();
    const pending = canvas.getByRole('tab', { name: 'Pending (12)' });
    await expect(pending).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Archived (1,284)' })).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Pending (12)' })).toHaveTextContent(
      'Pending enquiries',
    );
  },
};

export const Playground: Story = { args: { orientation: 'vertical' } };

export const SelectWithPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved (3)' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('approved');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Approved enquiries');
    await expect(canvas.getByRole('tab', { name: 'Approved (3)' })).toHaveAttribute(
      'data-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Pending (12)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved (3)' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Archived (1,284)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'assigned' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Assigned (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending (12)' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('pending');
    // Controlled: the parent has not changed the key, so the selection stays.
    await expect(canvas.getByRole('tab', { name: 'Assigned (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['approved'] },
  play: async ({ canvas, userEvent }) => {
    const approved = canvas.getByRole('tab', { name: 'Approved (3)' });
    await expect(approved).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Assigned (0)' })).toHaveFocus();
  },
};

export const WithoutCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Amenities">
        <Tab id="general">Summary</Tab>
        <Tab id="kitchen">Kitchen</Tab>
      </TabList>
      <TabPanel id="general">Wi-Fi, heating</TabPanel>
      <TabPanel id="kitchen">Oven, dishwasher</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tab', { name: 'Summary' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="count"]')).toBeNull();
  },
};
