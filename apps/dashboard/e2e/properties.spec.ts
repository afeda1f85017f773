import { expect, type Page, test } from '@playwright/test';
import { pick } from './support/pick';
import { fillSignIn, SIGN_IN_TIMEOUT, toastShown } from './support/session';
import { createStaff } from './support/stock';

/** A real 1×1 PNG: the server checks the file's leading bytes, not just its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The words the journey reads and clicks, as the user sees them in each language. */
const TEXTS = {
  en: {
    landlordTitle: 'Create a landlord',
    landlordName: 'Landlord name',
    emailGroup: 'Email 1',
    email: 'Email',
    phoneGroup: 'Phone 1',
    phone: 'Phone',
    createLandlord: 'Create landlord',
    landlordCreated: 'Landlord created',
    next: 'Next',
    back: 'Back',
    stepErrors: 'Some fields of this step need attention.',
    landlord: 'Landlord',
    findAddress: 'Find the address',
    city: 'City',
    street: 'Street',
    postcode: 'Postcode',
    title: 'Title',
    addBedroom: 'Add a bedroom',
    nightlyRate: 'Nightly Rate',
    choosePhotos: 'Choose photos',
    photos: 'Photos',
    cover: 'Cover',
    publish: 'Offer it as available now',
    createProperty: 'Create property',
    propertyCreated: 'Property created',
    saved: (title: string) => `${title} is saved.`,
    search: 'Search properties',
    near: 'Near',
    freeBetween: 'Free between',
    price: (pounds: number) => new RegExp(`£${pounds}\\.00`),
    green: 'Reliable',
    trafficLight: 'Traffic light',
    neverConfirmed: 'Availability has never been confirmed with the landlord.',
    updateSupply: 'Update supply and price',
    nextMonth: 'Next month',
    day: (day: number) => new RegExp(`${day} June 2027`),
    state: 'State',
    blocked: 'Blocked',
    note: 'Note',
    addRange: 'Add range',
    newAmount: 'New amount',
    addPrice: 'Add price change',
    confirmed: 'Confirmed with the landlord just now',
    saveSupply: 'Save supply and price',
    supplySaved: 'Supply and price updated',
    priceHistory: 'Price history',
    priceChange: /Nightly Rate: £95\.00 → £110\.00/,
    ranges: 'Ranges',
    noProperties: 'No properties here',
    delete: 'Delete',
    moreActions: 'More actions',
    propertyDeleted: 'Property deleted',
    deleted: 'Deleted',
  },
  fr: {
    landlordTitle: 'Créer un propriétaire',
    landlordName: 'Nom du propriétaire',
    emailGroup: 'E-mail 1',
    email: 'E-mail',
    phoneGroup: 'Téléphone 1',
    phone: 'Téléphone',
    createLandlord: 'Créer le propriétaire',
    landlordCreated: 'Propriétaire créé',
    next: 'Suivant',
    back: 'Retour',
    stepErrors: 'Certains champs de cette étape sont à revoir.',
    landlord: 'Propriétaire',
    findAddress: 'Trouver l’adresse',
    city: 'Ville',
    street: 'Rue',
    postcode: 'Code postal',
    title: 'Titre',
    addBedroom: 'Ajouter une chambre',
    nightlyRate: 'Prix par nuit',
    choosePhotos: 'Choisir des photos',
    photos: 'Photos',
    cover: 'Couverture',
    publish: 'Le proposer comme disponible dès maintenant',
    createProperty: 'Créer le logement',
    propertyCreated: 'Logement créé',
    saved: (title: string) => `${title} est enregistré.`,
    search: 'Rechercher des logements',
    near: 'Près de',
    freeBetween: 'Libre entre',
    // fr-FR writes 95,00 £GB (Intl's French symbol for the pound), after a narrow no-break space.
    price: (pounds: number) => new RegExp(`${pounds},00\\s£GB`),
    green: 'Fiable',
    trafficLight: 'Feu tricolore',
    neverConfirmed: 'Les disponibilités n’ont jamais été confirmées avec le propriétaire.',
    updateSupply: 'Mettre à jour disponibilités et prix',
    nextMonth: 'Mois suivant',
    day: (day: number) => new RegExp(`${day} juin 2027`),
    state: 'État',
    blocked: 'Bloqué',
    note: 'Note',
    addRange: 'Ajouter la période',
    newAmount: 'Nouveau montant',
    addPrice: 'Ajouter le changement',
    confirmed: 'Confirmé avec le propriétaire à l’instant',
    saveSupply: 'Enregistrer disponibilités et prix',
    supplySaved: 'Disponibilités et prix mis à jour',
    priceHistory: 'Historique des prix',
    priceChange: /Prix par nuit : 95,00\s£GB → 110,00\s£GB/,
    ranges: 'Périodes',
    noProperties: 'Aucun logement ici',
    delete: 'Supprimer',
    moreActions: 'Plus d’actions',
    propertyDeleted: 'Logement supprimé',
    deleted: 'Supprimé',
  },
} as const;

interface Look {
  brand: 'staydesk' | 'harbour';
  theme: 'light' | 'dark';
  language: keyof typeof TEXTS;
}

/**
 * Shows the dashboard in `look`. The brand is the server's setting (BRAND, handed to the app in
 * /config.js): the end-to-end server runs Staydesk, so Harbour is asked for by answering that
 * file with BRAND harbour, which is all the dashboard reads. Theme and language are the user's
 * settings under `root` (spec §3; settings.spec switches them through the screen).
 */
async function askForBrand(page: Page, look: Look) {
  if (look.brand !== 'staydesk') {
    await page.route('**/config.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('"BRAND":"staydesk"', `"BRAND":"${look.brand}"`);
      await route.fulfill({ response, body });
    });
  }
}

async function applySettings(page: Page, look: Look) {
  await page.evaluate(
    ({ theme, language }) =>
      window.localStorage.setItem(
        'root',
        JSON.stringify({ theme: { type: theme, custom: theme !== 'light' }, language }),
      ),
    look,
  );
}

/** Types a stay into a date range picker: day, month, year of each end (en-GB and fr-FR order). */
async function typeRange(page: Page, label: string, from: string, to: string) {
  const group = page.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const digits = (iso: string) => iso.split('-').reverse().join('');
  await page.keyboard.type(digits(from) + digits(to));
}

/**
 * The stock journey, as a new user of `role` in `look`: creates a landlord through the form,
 * then a property through the wizard with two photos; finds it by place and
 * dates; updates its supply and price and sees the history with their name; then deletes it if
 * the role holds DELETE_PROPERTY, or sees no Delete if not.
 */
async function journey(
  page: Page,
  request: Parameters<typeof createStaff>[0],
  role: 'user' | 'masteradmin',
  look: Look,
) {
  const t = TEXTS[look.language];
  const staff = await createStaff(request, role);
  const word = staff.firstName.slice(5);
  const landlordName = `Landlord ${word}`;
  const title = `Castle View ${word}`;
  await askForBrand(page, look);
  await page.goto('/signin');
  await fillSignIn(page, staff.email, staff.password);
  await expect(page.getByRole('button', { name: /^Hi, .+!$/ })).toBeVisible(SIGN_IN_TIMEOUT);
  await applySettings(page, look);

  // The landlord, through the form.
  await page.goto('/dashboard/landlords/create');
  await expect(page.getByRole('heading', { level: 1, name: t.landlordTitle })).toBeVisible();
  const provider = page.locator('[data-component="ThemeProvider"]').first();
  await expect(provider).toHaveAttribute('data-brand', look.brand);
  await expect(provider).toHaveAttribute('data-color-mode', look.theme);
  await expect(page.locator('html')).toHaveAttribute('lang', look.language);
  await page.getByRole('textbox', { name: t.landlordName, exact: true }).fill(landlordName);
  await page
    .getByRole('group', { name: t.emailGroup })
    .getByRole('textbox', { name: t.email, exact: true })
    .fill(`${word}@landlord.test`);
  await page
    .getByRole('group', { name: t.phoneGroup })
    .getByRole('textbox', { name: t.phone, exact: true })
    .fill('+44 7700 900456');
  await page
    .getByRole('radiogroup', { name: t.trafficLight })
    .getByText(t.green, { exact: true })
    .click();
  const landlordCreated = toastShown(page, t.landlordCreated);
  await page.getByRole('button', { name: t.createLandlord, exact: true }).click();
  await landlordCreated;
  await expect(page.getByRole('heading', { level: 1, name: landlordName })).toBeVisible();

  // The wizard: landlord; address; layout; terms and costs; photos; review.
  await page.goto('/dashboard/properties/create');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(t.stepErrors);
  await pick(page, t.landlord, landlordName, landlordName);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await pick(page, t.findAddress, 'Invern', /^Inverness/);
  await expect(page.getByRole('textbox', { name: t.city, exact: true })).toHaveValue('Inverness');
  await page.getByRole('textbox', { name: t.street, exact: true }).fill('12 Castle Street');
  await page.getByRole('textbox', { name: t.postcode, exact: true }).fill('IV2 3EA');
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await page.getByRole('textbox', { name: t.title, exact: true }).fill(title);
  await page.getByRole('button', { name: t.addBedroom }).click();
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await page.getByRole('textbox', { name: t.nightlyRate, exact: true }).fill('95');
  // Back and forth keeps what was typed.
  await page.getByRole('button', { name: t.back, exact: true }).click();
  await expect(page.getByRole('textbox', { name: t.title, exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await expect(page.getByRole('textbox', { name: t.nightlyRate, exact: true })).toHaveValue('95');
  await page.getByRole('button', { name: t.next, exact: true }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t.choosePhotos, exact: true }).click();
  await (await chooser).setFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const photos = page.getByRole('list', { name: t.photos, exact: true });
  await expect(photos.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(photos.getByRole('listitem').first()).toContainText(t.cover);
  await page.getByRole('button', { name: t.next, exact: true }).click();

  await expect(page.getByText(landlordName)).toBeVisible();
  await expect(page.getByText('12 Castle Street')).toBeVisible();
  await page.getByText(t.publish).click();
  const created = toastShown(page, t.propertyCreated);
  await page.getByRole('button', { name: t.createProperty, exact: true }).click();
  await created;
  await expect(page.getByRole('heading', { name: t.propertyCreated, level: 1 })).toBeVisible();
  await expect(page.getByText(t.saved(title), { exact: false })).toBeVisible();

  // Found by distance from a place and by free dates.
  await page.goto('/dashboard/properties/list');
  await page.getByRole('searchbox', { name: t.search }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await pick(page, t.near, 'Inverness', /^Inverness/);
  await typeRange(page, t.freeBetween, '2027-06-15', '2027-06-18');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 mi');
  await expect(row).toContainText(t.price(95));
  await expect(row).toContainText(t.green);
  await expect(page).toHaveURL(/availableFrom=2027-06-15&availableTo=2027-06-18/);

  // Supply and price: a blocked stretch, a new nightly rate, confirmed with the landlord.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(t.neverConfirmed)).toBeVisible();
  await page.getByRole('button', { name: t.updateSupply }).click();
  const dialog = page.getByRole('dialog', { name: t.updateSupply });
  // The stretch is picked in the calendar: forward to June 2027, then the first and last night.
  const nextMonth = dialog.getByRole('button', { name: t.nextMonth });
  while (!(await dialog.getByRole('button', { name: t.day(16) }).isVisible())) {
    await nextMonth.click();
  }
  await dialog.getByRole('button', { name: t.day(16) }).click();
  await dialog.getByRole('button', { name: t.day(19) }).click();
  await dialog
    .getByRole('radiogroup', { name: t.state })
    .getByText(t.blocked, { exact: true })
    .click();
  await dialog.getByRole('textbox', { name: t.note, exact: true }).fill('Owner staying');
  await dialog.getByRole('button', { name: t.addRange }).click();
  await expect(dialog.getByText(new RegExp(`${t.blocked}\\s?: .*Owner staying`))).toBeVisible();
  await dialog.getByRole('textbox', { name: t.newAmount, exact: true }).fill('110');
  await dialog.getByRole('button', { name: t.addPrice }).click();
  await dialog.getByText(t.confirmed).click();
  const supplySaved = toastShown(page, t.supplySaved);
  await dialog.getByRole('button', { name: t.saveSupply }).click();
  await supplySaved;
  await expect(dialog).toBeHidden();

  // The history: who changed the price and when (COST_AUDIT_TRAIL: masteradmin, not user); the
  // range with its dates; fresh again.
  const history = page.getByRole('list', { name: t.priceHistory });
  if (role === 'masteradmin') {
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText(t.priceChange);
    await expect(latest).toContainText(staff.fullName);
  } else {
    await expect(page.getByRole('list', { name: t.ranges })).toBeVisible();
    await expect(history).toHaveCount(0);
  }
  await expect(page.getByRole('list', { name: t.ranges })).toContainText(t.blocked);
  await expect(page.getByText(t.neverConfirmed)).toBeHidden();

  // Blocked nights no longer match those dates; other dates still do.
  const url = page.url();
  const search = `/dashboard/properties/list?search=${encodeURIComponent(title)}`;
  await page.goto(`${search}&availableFrom=2027-06-17&availableTo=2027-06-19`);
  await expect(page.getByText(t.noProperties)).toBeVisible();
  await page.goto(`${search}&availableFrom=2027-07-01&availableTo=2027-07-03`);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(t.price(110));

  // Deleting follows DELETE_PROPERTY (masteradmin and system_admin, spec §6).
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Delete is a destructive action: it sits in the page's More menu, never beside Edit.
  const more = page.getByRole('button', { name: t.moreActions, exact: true });
  if (role === 'masteradmin') {
    await more.click();
    await page.getByRole('menuitem', { name: t.delete, exact: true }).click();
    const deleted = toastShown(page, t.propertyDeleted);
    await page.getByRole('alertdialog').getByRole('button', { name: t.delete }).click();
    await deleted;
    await expect(page.getByText(t.deleted, { exact: true })).toBeVisible();
  } else {
    await expect(more).toHaveCount(0);
  }
}

test('a new user creates a landlord and a property through the wizard with two photos, finds it by place and dates, updates its supply and price and sees who changed what (Staydesk, light, English); no delete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await journey(page, request, 'user', { brand: 'staydesk', theme: 'light', language: 'en' });
});

test('a new master admin makes the same journey in the Harbour brand, dark, in French, and deletes the property', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await journey(page, request, 'masteradmin', { brand: 'harbour', theme: 'dark', language: 'fr' });
});
