import type { Role } from '@staydesk/domain';
import type { Database, Queryable } from './db/database.js';
import { analyzeTables } from './db/migrations.js';
import { hashPassword } from './lib/password.js';
import { json } from './lib/sql.js';
import * as registeredModules from './modules/registry.js';
import { ensureSettings } from './modules/settings/settings.js';

/** One member of staff per role, with the experiments some of them try out. */
export const DEMO_STAFF: {
  email: string;
  fullName: string;
  role: Role;
  phone: string;
  experiments: string[];
}[] = [
  {
    email: 'user@staydesk.test',
    fullName: 'Amelia Hughes',
    role: 'user',
    phone: '+44 7700 900101',
    experiments: ['trackerBoard'],
  },
  {
    email: 'moderator@staydesk.test',
    fullName: 'Oliver Bennett',
    role: 'moderator',
    phone: '+44 7700 900102',
    experiments: [],
  },
  {
    email: 'admin@staydesk.test',
    fullName: 'Priya Shah',
    role: 'admin',
    phone: '+44 7700 900103',
    experiments: ['whatsappLinks', 'trackerBoard'],
  },
  {
    email: 'masteradmin@staydesk.test',
    fullName: 'James Whitfield',
    role: 'masteradmin',
    phone: '+44 7700 900104',
    experiments: ['reportingV2'],
  },
  {
    email: 'system_admin@staydesk.test',
    fullName: 'Grace Okafor',
    role: 'system_admin',
    phone: '+44 7700 900105',
    experiments: ['reportingV2', 'landlordSync'],
  },
];

interface DemoCompany {
  name: string;
  legalName: string;
  type:
    | 'corporate'
    | 'insurance'
    | 'relocation'
    | 'travelManagement'
    | 'contractor'
    | 'public'
    | 'other';
  registrationNumber: string;
  vatNumber: string;
  colours?: [string, string];
  website?: string;
  subcompanies?: string[];
  billing?: {
    legalName: string;
    city: string;
    street: string;
    zip: string;
    emails: string[];
    terms: number;
    po: boolean;
    grouping: 'perBooking' | 'monthly' | 'consolidated';
    prefix: string;
  };
}

/** Realistic client companies of a serviced-accommodation agency: insurers, relocation, contractors. */
export const DEMO_COMPANIES: DemoCompany[] = [
  {
    name: 'Aviva Claims Housing',
    legalName: 'Aviva Insurance Ltd',
    type: 'insurance',
    registrationNumber: 'SC002116',
    vatNumber: 'GB 238 1234 56',
    colours: ['#ffd900', '#004fb6'],
    website: 'aviva.co.uk',
    subcompanies: ['Aviva Home Claims North', 'Aviva Commercial Claims'],
    billing: {
      legalName: 'Aviva Insurance Limited',
      city: 'Norwich',
      street: '8 Surrey Street',
      zip: 'NR1 3NG',
      emails: ['accounts.payable@aviva.test'],
      terms: 30,
      po: true,
      grouping: 'monthly',
      prefix: 'AVI-',
    },
  },
  {
    name: 'Cartus Relocation',
    legalName: 'Cartus Limited',
    type: 'relocation',
    registrationNumber: '01053370',
    vatNumber: 'GB 416 7788 12',
    colours: ['#00338d', '#7ab800'],
    website: 'cartus.com',
    subcompanies: ['Cartus Global Mobility'],
    billing: {
      legalName: 'Cartus Limited',
      city: 'Swindon',
      street: 'Frankland Road',
      zip: 'SN5 8RS',
      emails: ['invoices@cartus.test', 'ap@cartus.test'],
      terms: 45,
      po: false,
      grouping: 'consolidated',
      prefix: 'CAR-',
    },
  },
  {
    name: 'Balfour Beatty Site Teams',
    legalName: 'Balfour Beatty Group Ltd',
    type: 'contractor',
    registrationNumber: '00101073',
    vatNumber: 'GB 200 3311 87',
    colours: ['#00205b', '#e35205'],
    website: 'balfourbeatty.com',
    subcompanies: ['Balfour Beatty Rail', 'Balfour Beatty Highways'],
  },
  {
    name: 'Crawford & Company',
    legalName: 'Crawford & Company Adjusters (UK) Ltd',
    type: 'insurance',
    registrationNumber: '03269946',
    vatNumber: 'GB 699 5100 23',
    website: 'crawco.co.uk',
  },
  {
    name: 'Sirva Relocation',
    legalName: 'SIRVA Relocation UK Ltd',
    type: 'relocation',
    registrationNumber: '02466617',
    vatNumber: 'GB 553 2210 44',
    website: 'sirva.com',
  },
  {
    name: 'Kier Construction',
    legalName: 'Kier Construction Ltd',
    type: 'contractor',
    registrationNumber: '02099533',
    vatNumber: 'GB 300 8891 02',
    website: 'kier.co.uk',
  },
  {
    name: 'Direct Line Group',
    legalName: 'U K Insurance Ltd',
    type: 'insurance',
    registrationNumber: '01179980',
    vatNumber: 'GB 727 4410 56',
    website: 'directlinegroup.co.uk',
  },
  {
    name: 'BCD Travel UK',
    legalName: 'BCD Travel UK Ltd',
    type: 'travelManagement',
    registrationNumber: '02207046',
    vatNumber: 'GB 491 7734 90',
    website: 'bcdtravel.com',
  },
  {
    name: 'NHS Property Services',
    legalName: 'NHS Property Services Ltd',
    type: 'public',
    registrationNumber: '07888110',
    vatNumber: 'GB 133 6472 18',
    website: 'property.nhs.uk',
  },
  {
    name: 'Morgan Sindall Infrastructure',
    legalName: 'Morgan Sindall Infrastructure Ltd',
    type: 'contractor',
    registrationNumber: '03100802',
    vatNumber: 'GB 657 1290 33',
    website: 'morgansindall.com',
  },
  {
    name: 'Allianz Claims Accommodation',
    legalName: 'Allianz Insurance plc',
    type: 'insurance',
    registrationNumber: '00084638',
    vatNumber: 'GB 240 5579 11',
    website: 'allianz.co.uk',
  },
  {
    name: 'Santa Fe Relocation',
    legalName: 'Santa Fe Relocation Services UK Ltd',
    type: 'relocation',
    registrationNumber: '01429394',
    vatNumber: 'GB 318 2270 65',
    website: 'santaferelo.com',
  },
  {
    name: 'Amey Field Services',
    legalName: 'Amey OW Ltd',
    type: 'contractor',
    registrationNumber: '04736639',
    vatNumber: 'GB 774 0012 48',
    website: 'amey.co.uk',
  },
  {
    name: 'Corporate Traveller',
    legalName: 'Flight Centre (UK) Ltd',
    type: 'travelManagement',
    registrationNumber: '02937117',
    vatNumber: 'GB 662 6011 77',
    website: 'corporatetraveller.co.uk',
  },
  {
    name: 'Zurich Home Claims',
    legalName: 'Zurich Insurance plc (UK Branch)',
    type: 'insurance',
    registrationNumber: 'BR000105',
    vatNumber: 'GB 226 1900 84',
    website: 'zurich.co.uk',
  },
  {
    name: 'Siemens Mobility',
    legalName: 'Siemens Mobility Ltd',
    type: 'corporate',
    registrationNumber: '12187926',
    vatNumber: 'GB 315 8836 20',
    website: 'siemens.co.uk',
  },
  {
    name: 'Hitachi Rail Europe',
    legalName: 'Hitachi Rail Ltd',
    type: 'corporate',
    registrationNumber: '05573128',
    vatNumber: 'GB 872 3305 61',
    website: 'hitachirail.com',
  },
  {
    name: "Laing O'Rourke",
    legalName: "Laing O'Rourke Construction Ltd",
    type: 'contractor',
    registrationNumber: '04291036',
    vatNumber: 'GB 786 2200 35',
    website: 'laingorourke.com',
  },
  {
    name: 'Premier Inn Business',
    legalName: 'Whitbread Group plc',
    type: 'corporate',
    registrationNumber: '00029423',
    vatNumber: 'GB 393 7460 09',
    website: 'whitbread.co.uk',
  },
  {
    name: 'RSA Claims Housing',
    legalName: 'Royal & Sun Alliance Insurance Ltd',
    type: 'insurance',
    registrationNumber: '00093792',
    vatNumber: 'GB 244 2130 78',
    website: 'rsagroup.com',
  },
  {
    name: 'Graebel Relocation',
    legalName: 'Graebel UK Ltd',
    type: 'relocation',
    registrationNumber: '03862712',
    vatNumber: 'GB 742 9981 26',
    website: 'graebel.com',
  },
  {
    name: 'Costain Projects',
    legalName: 'Costain Ltd',
    type: 'contractor',
    registrationNumber: '00610201',
    vatNumber: 'GB 201 6430 52',
    website: 'costain.com',
  },
  {
    name: 'University of Leeds Visiting Staff',
    legalName: 'The University of Leeds',
    type: 'public',
    registrationNumber: 'RC000658',
    vatNumber: 'GB 665 2015 45',
    website: 'leeds.ac.uk',
  },
  {
    name: 'Mott MacDonald',
    legalName: 'Mott MacDonald Ltd',
    type: 'corporate',
    registrationNumber: '01243967',
    vatNumber: 'GB 795 7240 15',
    website: 'mottmac.com',
  },
  {
    name: 'AXA Property Claims',
    legalName: 'AXA Insurance UK plc',
    type: 'insurance',
    registrationNumber: '00078950',
    vatNumber: 'GB 232 8071 90',
    website: 'axa.co.uk',
  },
  {
    name: 'American Express GBT',
    legalName: 'GBT UK Ltd',
    type: 'travelManagement',
    registrationNumber: '08977001',
    vatNumber: 'GB 189 3352 07',
    website: 'amexglobalbusinesstravel.com',
  },
  {
    name: 'Network Rail Works',
    legalName: 'Network Rail Infrastructure Ltd',
    type: 'public',
    registrationNumber: '02904587',
    vatNumber: 'GB 586 2411 93',
    website: 'networkrail.co.uk',
  },
  {
    name: 'Jacobs Engineering UK',
    legalName: 'Jacobs U.K. Ltd',
    type: 'corporate',
    registrationNumber: '02594504',
    vatNumber: 'GB 625 6177 41',
    website: 'jacobs.com',
  },
];

const SEED_ACTOR_EMAIL = 'system_admin@staydesk.test';

async function ensureStaff(db: Queryable, password: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const existing = await db.query<{ id: string; email: string }>(
    'select id, email from users where lower(email) = any($1::text[])',
    [DEMO_STAFF.map((staff) => staff.email)],
  );
  for (const row of existing.rows) ids.set(row.email.toLowerCase(), row.id);
  const missing = DEMO_STAFF.filter((staff) => !ids.has(staff.email));
  // The demo accounts share one known password, so one (deliberately slow) hash serves them all.
  const passwordHash = missing.length > 0 ? await hashPassword(password) : '';
  for (const staff of missing) {
    const experiments = staff.experiments.map((name) => ({ name, isAvailable: true }));
    const inserted = await db.query<{ id: string }>(
      `insert into users (email, full_name, role, password_hash, phone, experiments)
       values ($1, $2, $3, $4, $5, $6::text::jsonb)
       on conflict ((lower(email))) do nothing returning id`,
      [staff.email, staff.fullName, staff.role, passwordHash, staff.phone, json(experiments)],
    );
    if (inserted.rows[0]) ids.set(staff.email, inserted.rows[0].id);
  }
  return ids;
}

async function ensureCompanies(
  db: Queryable,
  actorId: string | null,
  managers: string[],
): Promise<number> {
  const existing = await db.query<{ total: number }>(
    'select count(*)::int as total from companies',
  );
  if ((existing.rows[0]?.total ?? 0) > 0) return 0;
  let created = 0;
  for (const [index, company] of DEMO_COMPANIES.entries()) {
    const branding = company.colours
      ? {
          displayName: company.name,
          primaryColour: company.colours[0],
          secondaryColour: company.colours[1],
          website: `https://${company.website}`,
        }
      : null;
    const manager = managers[index % managers.length] ?? null;
    const parent = await db.query<{ id: string }>(
      `insert into companies (name, legal_name, registration_number, vat_number, type, branding, account_manager_id, created_by)
       values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8) returning id`,
      [
        company.name,
        company.legalName,
        company.registrationNumber,
        company.vatNumber,
        company.type,
        json(branding),
        manager,
        actorId,
      ],
    );
    const parentId = parent.rows[0]?.id as string;
    created += 1;
    for (const sub of company.subcompanies ?? []) {
      await db.query(
        `insert into companies (name, legal_name, type, parent_id, account_manager_id, created_by)
         values ($1, $2, $3, $4, $5, $6)`,
        [sub, company.legalName, company.type, parentId, manager, actorId],
      );
      created += 1;
    }
    if (company.billing) {
      const billing = company.billing;
      const address = {
        street: billing.street,
        city: billing.city,
        state: 'United Kingdom',
        zip: billing.zip,
        freeFormAddress: `${billing.street}, ${billing.city} ${billing.zip}`,
        position: null,
      };
      const inserted = await db.query<{ id: string }>(
        `insert into billing_companies (company_id, legal_name, billing_address, accounts_emails, vat_number,
           payment_terms_days, purchase_order_required, invoice_grouping, invoice_prefix, created_by)
         values ($1, $2, $3::text::jsonb, $4::text::jsonb, $5, $6, $7, $8, $9, $10) returning id`,
        [
          parentId,
          billing.legalName,
          json(address),
          json(billing.emails),
          company.vatNumber,
          billing.terms,
          billing.po,
          billing.grouping,
          billing.prefix,
          actorId,
        ],
      );
      await db.query('update companies set default_billing_company_id = $2 where id = $1', [
        parentId,
        inserted.rows[0]?.id,
      ]);
    }
  }
  return created;
}

export interface SeedResult {
  staff: number;
  companies: number;
  /** Rows each kit module's seed added, by module name. */
  modules: Record<string, number>;
}

/**
 * Demo data for a fresh database: idempotent, so it can run at every start. Staff are matched
 * by email and never overwritten; companies are added only while there are none, and each kit module's `seed` decides for its own rows.
 */
export async function seedDemoData(db: Database, password: string): Promise<SeedResult> {
  await ensureSettings(db);
  const ids = await ensureStaff(db, password);
  const actorId = ids.get(SEED_ACTOR_EMAIL) ?? null;
  const managers = ['admin@staydesk.test', 'masteradmin@staydesk.test', 'moderator@staydesk.test']
    .map((email) => ids.get(email))
    .filter((id): id is string => id !== undefined);
  const companies = await db.transaction((tx) => ensureCompanies(tx, actorId, managers));
  const modules: Record<string, number> = {};
  for (const module of Object.values(registeredModules)) {
    const { seed } = module;
    if (seed) modules[module.name] = await db.transaction((tx) => seed({ tx, actorId }));
  }
  // Fresh rows change the statistics the list plans rest on (PGlite has no autovacuum).
  const added = companies + Object.values(modules).reduce((sum, rows) => sum + rows, 0);
  if (added > 0) await analyzeTables(db);
  return { staff: ids.size, companies, modules };
}
