import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Button,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  Stack,
} from '../../index';
import { popupStage } from '../Popover/popupStage.css';

const meta = {
  title: 'Visual/Menu',
  component: Menu,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  render: () => (
    <div className={popupStage}>
      <MenuTrigger defaultOpen>
        <Button variant="secondary">Account</Button>
        <Menu
          aria-label="Account"
          placement="bottom start"
          header={
            <Stack space="xxsmall">
              <strong>Hi, Alexandria-Konstantinopolous!</strong>
              <span>System admin</span>
            </Stack>
          }
        >
          <MenuSection title="Data">
            <MenuItem id="refresh" icon="refresh">
              Refresh Data
            </MenuItem>
            <MenuItem id="disabled" isDisabled>
              Unavailable action
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="logout" icon="logout" tone="critical">
            Log Out
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
};
