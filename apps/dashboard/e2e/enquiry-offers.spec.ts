import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { tokenFor, unique, write } from './support/api';
import { type DemoRole, signIn, toastShown } from './support/session';
import { shots } from './support/shots';
import { createLandlord } from './support/stock';

/**
 * Offer lines ("chosen properties") end to end: data set up through the API (a landlord, three
 * properties near Leeds, an assigned enquiry); what is clicked is what is tested. With E2E_SHOTS=1,
 * shots of each screen go to test-results (1440 and 390 px wide, light and dark).
 */

const LEEDS: [number, number] = [-1.5491, 53.8008];
const zero = { amount: '0.00', currency: 'GBP' };

async function createProperty(
  request: APIRequestContext,
  token: string,
  landlordId: string,
  title: string,
  rate: string,
  offset: number,
) {
  return write(request, token, 'post', '/api/v1/properties', {
    landlordId,
    title,
    type: 'apartment',
    status: 'available',
    address: {
      street: `${10 + offset} Park Row`,
      city: 'Leeds',
      state: 'United Kingdom',
      zip: 'LS1 5HD',
      freeFormAddress: `${10 + offset} Park Row, Leeds LS1 5HD`,
      position: { type: 'Point', coordinates: [LEEDS[0] + offset / 1000, LEEDS[1]] },
    },
    bedrooms: [{ beds: [{ type: 'double', count: 1 }] }, { beds: [{ type: 'single', count: 2 }] }],
    bathrooms: [{ type: 'bath-plus-shower' }],
    maxGuests: 4,
    amenities: { general: ['Wi-Fi'], kitchen: [], laundry: [], outside: [], safety: [] },
    description: '',
    images: [],
    parking: null,
    pets: 'no',
    checkInMethod: 'key-box',
    cleaning: { frequency: 'weekly', charge: 'included' },
    linen: { frequency: 'weekly', charge: 'included' },
    cancellationPolicy: '14-days-cancellation',
    costs: {
      nightlyRate: { amount: rate, currency: 'GBP' },
      deposit: { amount: '250.00', currency: 'GBP' },
      cleaningFee: { amount: '40.00', currency: 'GBP' },
      parking: zero,
      petFee: zero,
      exitClean: zero,
      margin: '15',
    },
    minimumStayNights: 1,
    isTemporary: false,
    sourceUrl: null,
  });
}

interface Setup {
  enquiryId: string;
  titles: [string, string, string];
}

/** A landlord with three flats in Leeds and a phone enquiry there, assigned to the user. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const admin = await tokenFor(request, 'admin');
  const word = unique();
  const landlord = await createLandlord(request, admin, `Landlord ${word}`);
  const titles: [string, string, string] = [
    `Park Row ${word} A`,
    `Park Row ${word} B`,
    `Park Row ${word} C`,
  ];
  for (const [index, title] of titles.entries()) {
    await createProperty(request, admin, landlord.id, title, `${100 + index * 10}.00`, index);
  }
  const enquiry = await write(request, admin, 'post', '/api/v1/enquiries', {
    source: 'phone',
    receivedAt: new Date().toISOString(),
    companyId: null,
    subcompanyId: null,
    billingCompanyId: null,
    agentId: null,
    booker: { name: 'Dana Booker', email: 'dana@client.test', phone: '+44 113 496 0000' },
    guestIds: [],
    checkIn: '2027-05-03',
    checkOut: '2027-05-10',
    location: {
      address: {
        street: '',
        city: 'Leeds',
        state: 'United Kingdom',
        zip: '',
        freeFormAddress: 'Leeds',
        position: { type: 'Point', coordinates: LEEDS },
      },
      radiusMiles: 10,
    },
    adults: 2,
    children: 0,
    pets: 0,
    minBedrooms: 1,
    propertyTypes: [],
    parkingSpaces: 0,
    budget: null,
    clientReference: `PO-${word}`,
    priority: 'high',
    respondBy: null,
    notes: '',
  });
  const assignees = await request.get('/api/v1/enquiries/assignees', {
    headers: { authorization: `Bearer ${admin}` },
  });
  const staff = ((await assignees.json()) as { data: { id: string; role: string }[] }).data;
  const user = staff.find((entry) => entry.role === 'user') ?? staff[0];
  if (!user) throw new Error('No staff member to assign');
  await write(request, admin, 'post', `/api/v1/enquiries/${enquiry.id}/assign`, {
    assigneeId: user.id,
    version: enquiry.version,
  });
  return { enquiryId: enquiry.id, titles };
}

const section = (page: Page) => page.getByRole('region', { name: /^Chosen properties/ });

async function lineAction(page: Page, title: string, action: string | RegExp) {
  await section(page)
    .getByRole('button', { name: `Actions for ${title}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

async function pageAs(browser: Browser, role: DemoRole) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, role);
  return page;
}

test('three candidates from the stock, one priced below the margin floor and approved by a masteradmin, offered out and accepted: booked; the line history and the quote', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { enquiryId, titles } = await setUp(request);
  const [first, cheap, third] = titles;
  const enquiryPath = `/dashboard/enquiries/list/${enquiryId}`;

  // The user finds the three flats with the enquiry's own criteria and adds them.
  const page = await pageAs(browser, 'user');
  await page.goto(enquiryPath);
  await expect(section(page).getByText('No chosen properties yet')).toBeVisible();
  await section(page).getByRole('button', { name: 'Add properties' }).click();
  const search = page.getByRole('dialog', { name: 'Add properties' });
  await expect(search.getByRole('textbox', { name: 'Available from' })).toHaveValue('2027-05-03');
  await expect(search.getByRole('textbox', { name: 'Available to' })).toHaveValue('2027-05-10');
  await expect(search.getByRole('textbox', { name: 'Within (miles)' })).toHaveValue('10');
  await search.getByRole('searchbox', { name: 'Search' }).fill(first.replace(/ A$/, ''));
  await expect(search.getByText('3 properties match')).toBeVisible();
  for (const title of titles) {
    await search.getByRole('button', { name: `Add ${title}` }).click();
    await expect(search.getByRole('row', { name: new RegExp(title) })).toContainText('Added');
  }
  await search.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(section(page).getByRole('heading', { name: 'Chosen properties (3)' })).toBeVisible();

  // Priced below the 12% floor: the cost warning says exactly why, and asks for approval.
  await lineAction(page, cheap, 'Edit prices');
  const prices = page.getByRole('dialog', { name: `Prices of ${cheap}` });
  await prices.getByRole('textbox', { name: /Selling price per night/ }).fill('115');
  await expect(prices.getByText('Margin 4.35% is below the 12% floor')).toBeVisible();
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(prices).toBeHidden();
  const cheapRow = section(page).getByRole('row', { name: new RegExp(cheap) });
  await expect(cheapRow).toContainText('Needs approval');
  await lineAction(page, cheap, 'Move to Approved');
  const warning = page.getByRole('alertdialog', { name: 'Cost warning message' });
  await expect(warning).toContainText('Margin 4.35% is below the 12% floor');
  await expect(warning.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const asked = toastShown(page, /needs approval/);
  await warning.getByRole('button', { name: 'Ask for approval' }).click();
  await asked;
  await expect(page.getByText('Awaiting Approval').first()).toBeVisible();
  await shots(page, 'offers-section');

  // The user has no COST_AUDIT_TRAIL: the line's history leaves the cost changes out and says so.
  await lineAction(page, cheap, 'History');
  await expect(page.getByRole('heading', { name: `History of ${cheap}` })).toBeVisible();
  await expect(page.getByText('Cost changes are shown to holders')).toBeVisible();
  const userHistory = page.getByRole('table', { name: 'Line history' });
  await expect(userHistory.getByRole('row', { name: /Selling price/ })).toContainText('£115.00');
  await expect(userHistory.getByRole('row', { name: /Landlord cost/ })).toHaveCount(0);
  await page.context().close();

  // A masteradmin approves it, puts it on hold and offers it out; the client accepts.
  const boss = await pageAs(browser, 'masteradmin');
  await boss.goto(enquiryPath);
  await lineAction(boss, cheap, 'Approve');
  const approval = boss.getByRole('dialog', { name: `Approve ${cheap}?` });
  await approval.getByRole('textbox', { name: 'Note' }).fill('Long stay, repeat client');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  const bossRow = section(boss).getByRole('row', { name: new RegExp(cheap) });
  await expect(bossRow).toContainText('Approved');
  await lineAction(boss, cheap, 'Move to Hold');
  await expect(bossRow).toContainText('Held until');
  await lineAction(boss, cheap, 'Offer out');
  await expect(bossRow).toContainText('Offered Out');

  // The quote of the offered-out line: its printable page.
  await section(boss).getByRole('button', { name: 'Create quote' }).click();
  const quote = boss.getByRole('dialog', { name: /^Quote ENQ-\d+\/Q1$/ });
  await expect(quote.getByRole('heading', { name: cheap })).toBeVisible();
  await expect(quote).toContainText('Park Row, Leeds, LS1 5HD');
  await expect(quote).not.toContainText('Landlord');
  const pdf = boss.waitForEvent('download');
  await quote.getByRole('button', { name: 'Download PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^ENQ-\d+-Q1\.pdf$/);
  await shots(boss, 'quote');
  await quote.getByRole('button', { name: 'Close' }).first().click();

  await lineAction(boss, cheap, 'Client accepts');
  const booked = toastShown(boss, /^Booked: BKG-\d+$/);
  await boss
    .getByRole('dialog', { name: `The client accepts ${cheap}?` })
    .getByRole('button', { name: 'Client accepts' })
    .click();
  await booked;
  await expect(boss.locator('[data-component="PageHeader"]').first()).toContainText('Booked');
  await expect(section(boss).getByRole('row', { name: new RegExp(first) })).toContainText(
    'Unsuitable',
  );
  await expect(section(boss).getByRole('row', { name: new RegExp(third) })).toContainText(
    'Unsuitable',
  );

  // The line's history: who changed what, before and after.
  await lineAction(boss, cheap, 'History');
  await expect(boss.getByRole('heading', { name: `History of ${cheap}` })).toBeVisible();
  const history = boss.getByRole('table', { name: 'Line history' });
  await expect(history.getByRole('row', { name: /Selling price/ })).toContainText('£115.00');
  await expect(
    history.getByRole('row').filter({ hasText: 'Long stay, repeat client' }),
  ).toContainText('Approval');
  // A masteradmin holds COST_AUDIT_TRAIL: the landlord's cost is in the history.
  await expect(history.getByRole('row', { name: /Landlord cost/ })).toContainText('£110.00');
  await shots(boss, 'line-history');
  await boss.context().close();
});

test('the enquiries report renders for a masteradmin and is denied to a user', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const boss = await pageAs(browser, 'masteradmin');
  await boss.goto('/dashboard/enquiries/report');
  await expect(boss.getByRole('heading', { name: 'Enquiries report' })).toBeVisible();
  // The demo data fills the last 12 months; a fresh database without it shows the empty state.
  await expect(
    boss
      .getByRole('region', { name: 'Funnel by status' })
      .or(boss.getByText('No enquiry in this period.')),
  ).toBeVisible();
  await shots(boss, 'report');
  await boss.context().close();

  const user = await pageAs(browser, 'user');
  await user.goto('/dashboard/enquiries/report');
  await expect(user).toHaveURL(/\/error\?type=permissionDenied$/);
  await user.context().close();
});
