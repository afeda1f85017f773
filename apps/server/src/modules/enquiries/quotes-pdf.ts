import { formatMoney, type Money, PROPERTY_TYPES, type QuoteView } from '@staydesk/domain';
import PDFDocument from 'pdfkit';

/**
 * The quote as a PDF (pdfkit, see the README's architecture notes): A4, the brand's colour band
 * with its name and phone, the client company's display name, the stay, then one block per
 * offered-out property with the spec §3 quote-out categories — address as number, street, city,
 * postcode, and the external costs — and the price for the stay. Nothing of the landlord: no
 * name, no contact, no cost, no margin (the snapshot does not hold them).
 */

/** The standard PDF fonts speak WinAnsi: other characters print as "?" rather than failing. */
export function pdfText(text: string): string {
  return text.replace(
    /[^\u0020-\u007e\u00a0-\u00ff\u20ac\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g,
    '?',
  );
}

const money = (value: Money) => pdfText(formatMoney(value));

const day = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** PNG or JPEG (what PDF images take without conversion), by their first bytes. */
function isEmbeddable(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

/** `logo`: the company's logo file (a PNG or JPEG is drawn in the brand band; others are left out). */
export function renderQuotePdf(quote: QuoteView, logo?: Uint8Array): Promise<Buffer> {
  const created = new Date(quote.createdAt);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: pdfText(`Quote ${quote.reference}`),
      Author: pdfText(quote.brand.name),
      Subject: pdfText(`Accommodation quote for ${quote.client.companyName ?? 'our client'}`),
      CreationDate: created,
      ModDate: created,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { brand } = quote;
  const width = doc.page.width;
  const left = 50;
  const contentWidth = width - 100;

  // The brand band.
  doc.rect(0, 0, width, 90).fill(brand.primaryColour);
  doc
    .fillColor('#FFFFFF')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(pdfText(brand.name), left, 28, { width: contentWidth / 2 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(pdfText(brand.phone), left, 56, { width: contentWidth / 2 });
  let logoDrawn = false;
  if (logo && isEmbeddable(logo)) {
    try {
      doc.image(Buffer.from(logo), width - 50 - 60, 15, { fit: [60, 60], align: 'right' });
      logoDrawn = true;
    } catch {
      // An image pdfkit cannot read is left out rather than failing the quote.
    }
  }
  const rightWidth = contentWidth / 2 - (logoDrawn ? 70 : 0);
  if (brand.clientDisplayName) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(pdfText(`For ${brand.clientDisplayName}`), left + contentWidth / 2, 34, {
        width: rightWidth,
        align: 'right',
      });
  }
  if (brand.website) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(pdfText(brand.website), left + contentWidth / 2, 54, {
        width: rightWidth,
        align: 'right',
      });
  }

  // The quote's heading.
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(`Quote ${quote.reference}`), left, 115);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(pdfText(`Issued ${day(quote.createdAt.slice(0, 10))}`));
  doc.moveDown(0.8);

  const row = (labelText: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#444444')
      .text(pdfText(`${labelText}: `), { continued: true })
      .font('Helvetica')
      .fillColor('#111111')
      .text(pdfText(value));
  };
  if (quote.client.companyName) row('Client', quote.client.companyName);
  if (quote.client.clientReference) row('Your reference', quote.client.clientReference);
  if (quote.client.guests.length > 0) row('Guests', quote.client.guests.join(', '));
  row(
    'Stay',
    quote.stay.checkOut
      ? `${day(quote.stay.checkIn)} to ${day(quote.stay.checkOut)} (${quote.stay.nights} nights)`
      : `From ${day(quote.stay.checkIn)}, open-ended (priced for ${quote.stay.nights} nights)`,
  );
  row(
    'Party',
    `${quote.stay.adults} adult${quote.stay.adults === 1 ? '' : 's'}${quote.stay.children > 0 ? `, ${quote.stay.children} child${quote.stay.children === 1 ? '' : 'ren'}` : ''}`,
  );
  doc.moveDown(1);

  quote.lines.forEach((line, index) => {
    if (doc.y > doc.page.height - 230) doc.addPage();
    const top = doc.y;
    doc.rect(left, top, contentWidth, 24).fill(brand.secondaryColour);
    doc
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(pdfText(`${index + 1}. ${line.propertyTitle}`), left + 8, top + 7, {
        width: contentWidth - 16,
      });
    doc.y = top + 32;
    doc.x = left;
    row(
      'Property',
      `${PROPERTY_TYPES.find((type) => type.value === line.propertyType)?.label ?? line.propertyType}, ${line.bedrooms} bedroom${line.bedrooms === 1 ? '' : 's'}, sleeps ${line.maxGuests}`,
    );
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#444444').text('Address');
    row('Number', line.address.number || '-');
    row('Street', line.address.street || '-');
    row('City', line.address.city || '-');
    row('Postcode', line.address.postcode || '-');
    doc.moveDown(0.4);
    row('Price per night', money(line.pricePerNight));
    row(`Price for ${line.nights} nights`, money(line.totalPrice));
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#444444').text('External costs');
    if (line.externalCosts.length === 0) {
      doc.font('Helvetica').fillColor('#111111').text('None');
    } else {
      for (const cost of line.externalCosts) row(cost.label, money(cost.amount));
    }
    doc.moveDown(1);
  });

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      pdfText(
        `${brand.companyName} · ${brand.phone}. Prices are per property for the dates above and subject to availability until confirmed.`,
      ),
      left,
      doc.y + 10,
      { width: contentWidth },
    );
  doc.end();
  return done;
}
