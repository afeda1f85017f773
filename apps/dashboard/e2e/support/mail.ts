import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mail the e2e server sent, read where it writes it. The server runs with NODE_ENV=test and
 * no SMTP_URL, so (as in local development, see docs/api.md) every mail is also written
 * to DATA_DIR/mail/<time>-<id>.txt with its link; playwright.config.ts gives the server
 * E2E_DATA_DIR. The tests follow the real link from the real mail, as its recipient would.
 */
function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the tests cannot read the mail.');
  return join(dataDir, 'mail');
}

function mailsTo(address: string): string[] {
  let names: string[];
  try {
    names = readdirSync(mailDir());
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readFileSync(join(mailDir(), name), 'utf8'))
    .filter((text) => text.startsWith(`To: ${address}\n`));
}

/**
 * The link of the newest mail to `address` whose link path starts with `pathPrefix`. Sign-up
 * mails are sent after the answer, so it waits for the mail to arrive.
 */
export async function linkMailedTo(address: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+${pathPrefix}[^\\s]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = mailsTo(address)
          .map((text) => pattern.exec(text)?.[0])
          .filter((found): found is string => found !== undefined)
          .at(-1);
        return link;
      },
      { message: `a mail to ${address} with a ${pathPrefix} link`, timeout: 30_000 },
    )
    .toBeDefined();
  if (!link) throw new Error(`No mail to ${address} with a ${pathPrefix} link`);
  return link;
}
