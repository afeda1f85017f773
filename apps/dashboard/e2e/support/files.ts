import type { Page } from '@playwright/test';

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Picks a file through the ui ImagePicker's choose button: its input is created by RAC's
 * FileTrigger out of reach of a label, so the test answers the browser's file chooser.
 */
export async function chooseFile(page: Page, buttonName: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  await (await chooser).setFiles(file);
}
