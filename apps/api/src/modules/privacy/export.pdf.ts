import type { Language, TPersonalData } from '@flexapp/contract';
import PDFDocument from 'pdfkit';

/**
 * The readable export (decision 246): a PDF in the person's language, set in Helvetica, one of the standard
 * PDF fonts that pdfkit carries inside the package (nothing is downloaded; Latin-1 covers English and Dutch).
 */
const labels: Record<Language, Record<string, string>> = {
  en: {
    title: 'Your data in flexapp',
    exported: 'Exported at',
    profile: 'Profile',
    username: 'Username',
    email: 'E-mail',
    name: 'Name',
    language: 'Language',
    roles: 'Roles',
    bookings: 'Bookings',
    bookings_for_others: 'Bookings you made for colleagues',
    checkins: 'Check-ins',
    messages: 'Messages',
    watches: 'Watched desks',
    hosted_guests: 'Guests you hosted',
    activity_log: 'Activity log lines about you',
    none: 'None.',
  },
  nl: {
    title: 'Uw gegevens in flexapp',
    exported: 'Geëxporteerd op',
    profile: 'Profiel',
    username: 'Gebruikersnaam',
    email: 'E-mail',
    name: 'Naam',
    language: 'Taal',
    roles: 'Rollen',
    bookings: 'Reserveringen',
    bookings_for_others: "Reserveringen die u voor collega's maakte",
    checkins: 'Check-ins',
    messages: 'Berichten',
    watches: 'Gevolgde werkplekken',
    hosted_guests: 'Gasten die u ontving',
    activity_log: 'Regels over u in het activiteitenlogboek',
    none: 'Geen.',
  },
};

const SECTIONS = [
  'bookings',
  'bookings_for_others',
  'checkins',
  'messages',
  'watches',
  'hosted_guests',
  'activity_log',
] as const;

const describe = (row: Record<string, unknown>) =>
  Object.entries(row)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');

export function personalDataPdf(data: TPersonalData): Promise<Buffer> {
  const t = labels[data.profile.language];
  // Uncompressed, so that the text can be read from the bytes (the exports' tests do).
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: t.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const p = data.profile;
  doc.font('Helvetica-Bold').fontSize(18).text(t.title);
  doc.font('Helvetica').fontSize(9).text(`${t.exported}: ${data.exported_at}`).moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(t.profile);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${t.name}: ${p.first_name} ${p.last_name}`);
  doc.text(`${t.username}: ${p.username}`);
  doc.text(`${t.email}: ${p.email ?? '-'}`);
  doc.text(`${t.language}: ${p.language}`);
  doc.text(`${t.roles}: ${p.roles.join(', ') || '-'}`).moveDown();
  for (const section of SECTIONS) {
    const list = data[section];
    doc.font('Helvetica-Bold').fontSize(13).text(`${t[section]} (${list.length})`);
    doc.font('Helvetica').fontSize(9);
    if (list.length === 0) doc.text(t.none);
    for (const row of list) doc.text(describe(row), { paragraphGap: 2 });
    doc.moveDown();
  }
  doc.end();
  return done;
}
