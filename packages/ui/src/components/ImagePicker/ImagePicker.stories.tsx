import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { ImagePicker } from '../../index';

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Profile image', onChange: fn() },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function file(name: string, type: string): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/** Sets the hidden file input's files as the browser's file dialog would, then fires `change`. */
function choose(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input');
  const transfer = new DataTransfer();
  for (const one of files) transfer.items.add(one);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute('accept', expect.stringContaining('image/avif'));
    await expect(input).not.toHaveAttribute('multiple');
    const photo = file('photo.webp', 'image/webp');
    choose(canvasElement, [photo]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([photo]));
    const list = canvas.getByRole('list', { name: 'Profile image: chosen' });
    await expect(within(list).getByRole('img', { name: 'photo.webp' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  },
};

export const Playground: Story = { args: { buttonText: 'Upload logo' } };

/** Every text can come in the user's language: the button, the formats line, the list's name. */
export const Translated: Story = {
  args: {
    label: 'Logo',
    buttonText: 'Choisir une image',
    hint: 'PNG, JPEG, JPG, WEBP ou AVIF ; ou déposez-les ici.',
    chosenLabel: 'Images choisies',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Choisir une image/ })).toBeVisible();
    await expect(
      canvas.getByText('PNG, JPEG, JPG, WEBP ou AVIF ; ou déposez-les ici.'),
    ).toBeVisible();
    choose(canvasElement, [file('logo.png', 'image/png')]);
    await expect(await canvas.findByRole('list', { name: 'Images choisies' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    const opened = fn();
    input?.addEventListener('click', (event) => {
      // The native file dialog can't be driven from a test: record that it would open.
      event.preventDefault();
      opened();
    });
    const button = canvas.getByRole('button', { name: 'Choose image' });
    // The drop zone is a tab stop of its own (keyboard paste target), then the button.
    await userEvent.tab();
    if (document.activeElement !== button) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(opened).toHaveBeenCalledTimes(1);
  },
};

export const SingleIgnoresOtherFormats: Story = {
  play: async ({ args, canvasElement }) => {
    choose(canvasElement, [file('notes.pdf', 'application/pdf')]);
    choose(canvasElement, [file('anim.gif', 'image/gif')]);
    await expect(args.onChange).not.toHaveBeenCalled();
    const jpg = file('room.jpg', 'image/jpeg');
    choose(canvasElement, [file('scan.svg', 'image/svg+xml'), jpg]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([jpg]));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Multiple: Story = {
  args: { allowsMultiple: true, label: 'Property photos' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('multiple');
    const files = [
      file('a.png', 'image/png'),
      file('b.jpeg', 'image/jpeg'),
      file('c.avif', 'image/avif'),
    ];
    choose(canvasElement, files);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(files));
    const list = await canvas.findByRole('list', { name: 'Property photos: chosen' });
    await expect(within(list).getAllByRole('img')).toHaveLength(3);
  },
};

export const MultipleRejectsWholeSelection: Story = {
  args: { allowsMultiple: true, label: 'Property photos' },
  play: async ({ args, canvas, canvasElement }) => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    try {
      choose(canvasElement, [file('a.png', 'image/png'), file('b.bmp', 'image/bmp')]);
      await waitFor(() => expect(error).toHaveBeenCalledWith('Format is not valid!'));
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(canvas.queryByRole('list')).toBeNull();
    } finally {
      error.mockRestore();
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  },
};
