import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/language';
import { depositAmounts, lineNetCents, type QuoteLine, quoteTotals } from '../../../shared/quote-schemas';
import { pdfTextContent } from '../../testing/pdf-text-content';
import { PdfStructure } from '../../testing/pdf-structure';
import { formatMoney } from '../orders';
import type { QuoteContent } from '../../../shared/quote-content';
import { renderQuotePdf } from './quote-pdf';

const seller: QuoteContent['seller'] = {
  legalName: 'Domotique Lumière & Fils SARL',
  legalForm: 'SARL',
  shareCapital: 1000,
  address: {
    lines: ['12 rue de l’Exemple', '69000 Lyon', 'France'],
    street: ['12 rue de l’Exemple'],
    postcode: '69000',
    city: 'Lyon',
    country: 'FR',
  },
  email: 'contact@domotique-lumiere.example',
  phone: '+33 4 72 00 00 00',
  siren: '732829320',
  siret: '73282932000074',
  rcsCity: 'Lyon',
  vatNumber: 'FR44732829320',
};

const business: QuoteContent['buyer'] = {
  type: 'business',
  company: 'Électricité Dupré SAS',
  name: 'Amélie Dupré',
  street: ['8 quai Saint-Vincent', 'Bâtiment B'],
  postcode: '69001',
  city: 'Lyon',
  country: 'FR',
  siren: '552100554',
  vatNumber: null,
  email: 'amelie@dupre.example',
};

const individual: QuoteContent['buyer'] = {
  type: 'individual',
  company: '',
  name: 'Zoë Łukowski-Nguyễn',
  street: ['5 avenue des Tests'],
  postcode: '69003',
  city: 'Lyon',
  country: 'FR',
  siren: null,
  vatNumber: null,
  email: 'zoe@example.test',
};

/** Lines at 20 % and 10 %, one of each unit, one description on two lines. */
const installation: QuoteLine[] = [
  {
    description:
      'Centrale domotique KNX (serveur de visualisation)\nProgrammation et mise en service comprises',
    quantity: 1,
    unit: 'unit',
    unitPriceCents: 125_000,
    vatRatePercent: 20,
  },
  {
    description: 'Détecteurs de présence plafonniers',
    quantity: 4,
    unit: 'unit',
    unitPriceCents: 8_990,
    vatRatePercent: 10,
  },
  {
    description: 'Pose et raccordement des modules',
    quantity: 6.5,
    unit: 'hour',
    unitPriceCents: 5_500,
    vatRatePercent: 10,
  },
  {
    description: 'Déplacement et mise en service',
    quantity: 1,
    unit: 'flat_rate',
    unitPriceCents: 4_500,
    vatRatePercent: 20,
  },
];

interface QuoteOptions extends Partial<Omit<QuoteContent, 'lines' | 'totals' | 'deposit'>> {
  lines?: QuoteLine[];
  depositPercent?: number;
}

/** A quote whose amounts are the shared helpers' (the ones the quotes feature stores). */
function quote({
  lines = installation,
  discountPercent = 5,
  depositPercent = 30,
  ...overrides
}: QuoteOptions = {}): QuoteContent {
  const totals = quoteTotals(lines, discountPercent);
  return {
    number: 'D2026-0001',
    version: 2,
    language: 'fr',
    issueDate: '2026-11-29',
    validUntil: '2026-12-29',
    seller,
    vatRegime: 'standard',
    buyer: business,
    lines: lines.map((line) => ({ ...line, netCents: lineNetCents(line) })),
    discountPercent,
    totals,
    deposit: depositAmounts(totals, depositPercent),
    paymentTermDays: 30,
    notes: 'Travaux prévus en janvier 2027, sur deux jours.\nAccès au tableau électrique à prévoir.',
    ...overrides,
  };
}

const read = async (content: QuoteContent) => pdfTextContent(await renderQuotePdf(content));
const textOf = async (content: QuoteContent) => (await read(content)).text;

/** As the text reads back: every run of white space (the no-break ones of French amounts too) one space. */
const spaced = (text: string) => text.replace(/\s+/gu, ' ');

function amounts(content: QuoteContent) {
  const money = (cents: number) => spaced(formatMoney(cents, content.language));
  const rate = (percent: number) =>
    content.language === 'fr' ? `${String(percent).replace('.', ',')} %` : `${percent}%`;
  return { money, rate };
}

describe('the quote PDF', () => {
  it('says in French everything a French quote must say, with the amounts the quote stores', async () => {
    const content = quote();
    const { money, rate } = amounts(content);
    const { totals, deposit } = content;
    const text = await textOf(content);
    for (const expected of [
      'DEVIS',
      'N° D2026-0001 (version 2)',
      'Date : 29 novembre 2026',
      'Valable jusqu’au 29 décembre 2026',
      'Annule et remplace la version 1',
      'Domotique Lumière & Fils SARL',
      '12 rue de l’Exemple',
      '69000 Lyon',
      'contact@domotique-lumiere.example · +33 4 72 00 00 00',
      'SARL au capital de 1 000,00 €',
      'SIREN 732829320 · SIRET 73282932000074 · RCS Lyon',
      'N° de TVA intracommunautaire : FR44732829320',
      'Client Électricité Dupré SAS Amélie Dupré 8 quai Saint-Vincent Bâtiment B 69001 Lyon France SIREN 552100554',
      'Désignation Qté Prix unitaire HT TVA Total HT',
      'Centrale domotique KNX (serveur de visualisation) Programmation et mise en service comprises 1 u. 1 250,00 € 20 % 1 250,00 €',
      'Détecteurs de présence plafonniers 4 u. 89,90 € 10 % 359,60 €',
      'Pose et raccordement des modules 6,5 h 55,00 € 10 % 357,50 €',
      'Déplacement et mise en service 1 forfait 45,00 € 20 % 45,00 €',
      `Total HT avant remise ${money(totals.linesNetCents)}`,
      `Remise 5 % ${money(-totals.discountCents)}`,
      `Total HT ${money(totals.netCents)}`,
      ...totals.vat.map(
        (row) => `TVA ${rate(row.ratePercent)} sur ${money(row.baseCents)} ${money(row.vatCents)}`,
      ),
      `Total TTC ${money(totals.grossCents)}`,
      `Acompte de 30 % à la commande : ${money(deposit.grossCents)} TTC`,
      `Solde facturé à la fin des travaux : ${money(totals.grossCents - deposit.grossCents)} TTC`,
      'Paiement à 30 jours date de facture, par virement ou carte',
      'TVA à 10 % : travaux d’amélioration, de transformation, d’aménagement ou d’entretien de locaux d’habitation achevés depuis plus de deux ans (art. 279-0 bis du CGI). En acceptant ce devis, le client atteste que ces conditions sont remplies.',
      'Remarques Travaux prévus en janvier 2027, sur deux jours. Accès au tableau électrique à prévoir.',
      'Bon pour accord',
      `Je soussigné(e) accepte sans réserve le devis D2026-0001 (version 2), pour un montant de ${money(totals.grossCents)} TTC.`,
      'Date',
      'Nom',
      'Signature',
      'Acceptation en ligne : lien reçu par e-mail',
    ])
      expect(text).toContain(expected);
    // The helpers' amounts, worked out by hand once: 2 012,10 € of lines, 5 % off, VAT at 20 % and 10 %.
    expect(text).toContain('Total TTC 2 225,66 €');
    expect(text).toContain('TVA 20 % sur 1 230,25 € 246,05 €');
    expect(text).toContain('TVA 10 % sur 681,24 € 68,12 €');
    expect(text).toContain('Acompte de 30 % à la commande : 667,71 € TTC');
    expect(text).toMatch(/Page 1\/\d/);
    for (const absent of ['278-0 bis A', '293 B', '(version 1)']) expect(text).not.toContain(absent);
  });

  it('is written in English for an English-speaking customer', async () => {
    const content = quote({ language: 'en' });
    const { money, rate } = amounts(content);
    const { totals, deposit } = content;
    const text = await textOf(content);
    for (const expected of [
      'QUOTE',
      'No. D2026-0001 (version 2)',
      'Date: 29 November 2026',
      'Valid until 29 December 2026',
      'Supersedes version 1',
      'SARL with a share capital of €1,000.00',
      'SIREN 732829320 · SIRET 73282932000074 · RCS Lyon',
      'VAT number: FR44732829320',
      'Customer Électricité Dupré SAS Amélie Dupré',
      'Description Qty Unit price excl. VAT VAT Total excl. VAT',
      'Programmation et mise en service comprises 1 unit €1,250.00 20% €1,250.00',
      'Détecteurs de présence plafonniers 4 units €89.90 10% €359.60',
      'Pose et raccordement des modules 6.5 h €55.00 10% €357.50',
      'Déplacement et mise en service 1 flat rate €45.00 20% €45.00',
      `Total excl. VAT before discount ${money(totals.linesNetCents)}`,
      `Discount 5% ${money(-totals.discountCents)}`,
      `Total excl. VAT ${money(totals.netCents)}`,
      ...totals.vat.map(
        (row) => `VAT ${rate(row.ratePercent)} on ${money(row.baseCents)} ${money(row.vatCents)}`,
      ),
      `Total incl. VAT ${money(totals.grossCents)}`,
      `Deposit of 30% due on acceptance: ${money(deposit.grossCents)} incl. VAT`,
      'Payment within 30 days of the invoice date, by bank transfer or card.',
      'VAT at 10%: improvement, conversion, fitting-out or maintenance work on residential premises completed more than two years ago (French Tax Code, art. 279-0 bis). By accepting this quote, the customer certifies that these conditions are met.',
      'Notes Travaux prévus en janvier 2027',
      'Accepted',
      `I accept quote D2026-0001 (version 2) without reservation, for a total of ${money(totals.grossCents)} incl. VAT.`,
      'Name',
      'Signature',
      'Accept online: link received by e-mail',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Total incl. VAT €2,225.66');
    expect(text).toMatch(/Page 1\/\d/);
    for (const absent of ['Devis', 'TTC', 'Remise']) expect(text).not.toContain(absent);
  });

  it('names the energy-saving rate, asks no deposit at 0 % and prints a first version without its number', async () => {
    const lines: QuoteLine[] = [
      {
        description: 'Thermostats connectés',
        quantity: 3,
        unit: 'unit',
        unitPriceCents: 19_900,
        vatRatePercent: 5.5,
      },
    ];
    const text = await textOf(quote({ lines, discountPercent: 0, depositPercent: 0, version: 1, notes: '' }));
    expect(text).toContain('N° D2026-0001');
    expect(text).toContain(
      'TVA à 5,5 % : travaux d’amélioration de la qualité énergétique de locaux d’habitation achevés depuis plus de deux ans (art. 278-0 bis A du CGI). En acceptant ce devis, le client atteste que ces conditions sont remplies.',
    );
    expect(text).toContain('TVA 5,5 % sur 597,00 € 32,84 €');
    expect(text).toContain('Paiement à 30 jours date de facture, par virement ou carte.');
    for (const absent of [
      'version',
      'remplace',
      'Acompte',
      'Solde',
      'Remise',
      'avant remise',
      '279-0 bis',
      'Remarques',
    ])
      expect(text).not.toContain(absent);
  });

  it('asks no balance when the deposit is the whole quote, and payment on receipt with no term', async () => {
    const content = quote({ depositPercent: 100, paymentTermDays: 0 });
    const text = await textOf(content);
    expect(text).toContain(
      `Acompte de 100 % à la commande : ${amounts(content).money(content.totals.grossCents)} TTC`,
    );
    expect(text).not.toContain('Solde');
    expect(text).toContain('Paiement à réception de la facture, par virement ou carte.');
    const english = await textOf(quote({ depositPercent: 100, paymentTermDays: 1, language: 'en' }));
    expect(english).toContain('Payment within 1 day of the invoice date, by bank transfer or card.');
  });

  it('charges no VAT under the franchise regime and says why, in both languages', async () => {
    const lines = installation.map((line) => ({ ...line, vatRatePercent: 0 as const }));
    const franchise = { legalForm: 'EI', shareCapital: null, vatNumber: null };
    const french = await textOf(
      quote({ lines, vatRegime: 'franchise', seller: { ...seller, ...franchise } }),
    );
    expect(french).toContain('TVA non applicable, art. 293 B du CGI.');
    expect(french).toContain('Total TTC 1 911,49 €');
    expect(french).not.toContain('intracommunautaire');
    expect(french).not.toContain('279-0 bis');
    const english = await textOf(
      quote({ lines, vatRegime: 'franchise', seller: { ...seller, ...franchise }, language: 'en' }),
    );
    expect(english).toContain('TVA non applicable, art. 293 B du CGI (VAT not applicable');
    expect(english).toContain('Total incl. VAT €1,911.49');
  });

  it('embeds and subsets its fonts, as a PDF/A-2b', async () => {
    const pdf = await renderQuotePdf(quote());
    const listed = spawnSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });
    expect(listed.error, 'pdffonts (poppler-utils) must be installed').toBeUndefined();
    const rows = listed.stdout.split('\n').slice(2).filter(Boolean);
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatch(/^[A-Z]{6}\+SourceSans3-\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    const structure = PdfStructure.read(pdf);
    const metadata = structure.streamData(structure.catalog['/Metadata']).toString('utf8');
    expect(metadata).toContain('<pdfaid:part>2</pdfaid:part>');
    expect(metadata).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
  });

  it.each<Language>(['fr', 'en'])(
    'fits a short quote on one page, acceptance block included (%s)',
    async (language) => {
      const { pages, text } = await read(quote({ language, buyer: individual, notes: '' }));
      expect(pages).toHaveLength(1);
      expect(text).toContain(language === 'fr' ? 'Bon pour accord' : 'Accepted');
      expect(text).toContain('Page 1/1');
    },
  );

  it('runs over pages with their numbers, repeating the reference and the table header', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...installation[index % installation.length]!,
      description: `Poste ${index + 1} : ${installation[index % installation.length]!.description}`,
    }));
    const content = quote({ lines });
    const { pages, items, text } = await read(content);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages.length; page += 1) {
      const pageText = items
        .filter((item) => item.page === page)
        .map((item) => item.text)
        .join(' ');
      expect(spaced(pageText)).toContain(`D2026-0001 (version 2) · Page ${page}/${pages.length}`);
      if (page > 1) expect(pageText).toContain('Devis n° D2026-0001 (version 2) du 29 novembre 2026');
      if (pageText.includes('Poste ')) expect(pageText).toContain('Désignation');
    }
    const positions = lines.map((line) => text.indexOf(line.description.split('\n')[0]!));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toContain(`Total TTC ${amounts(content).money(content.totals.grossCents)}`);
  });

  it('prints names as typed, every letter kept, and keeps long or hostile values inside the page', async () => {
    const lines: QuoteLine[] = [
      ...installation,
      {
        description: `${'Câblage bus KNX dans les gaines existantes, '.repeat(8)}${'W'.repeat(60)}\n<script>alert(1)</script> \u202Egnp.exe\u202C`,
        quantity: 12.25,
        unit: 'hour',
        unitPriceCents: 6_000,
        vatRatePercent: 20,
      },
    ];
    const { pages, items, text } = await read(
      quote({
        buyer: individual,
        lines,
        notes: `${'Remarque très longue, '.repeat(40)}\n\n${'9'.repeat(150)}`,
      }),
    );
    expect(text).toContain('Zoë Łukowski-Nguyễn 5 avenue des Tests 69003 Lyon France');
    expect(text).toContain('<script>alert(1)</script> gnp.exe');
    expect(text).toContain('12,25 h');
    expect(text.replace(/ /g, '')).toContain('9'.repeat(150));
    for (const item of items) {
      const page = pages[item.page - 1]!;
      expect(item.x, item.text).toBeGreaterThanOrEqual(49);
      expect(item.x + item.width, item.text).toBeLessThanOrEqual(page.width - 49);
      expect(item.y, item.text).toBeGreaterThan(30);
      expect(item.y, item.text).toBeLessThan(page.height - 30);
    }
  });

  it('lays out the most lines a quote can have', async () => {
    const lines = Array.from({ length: 100 }, (_, index) => ({
      ...installation[index % installation.length]!,
      description: `Poste ${index + 1}`,
    }));
    const { pages, text } = await read(quote({ lines, language: 'en' }));
    expect(text).toContain('Poste 100 ');
    expect(text).toContain(`Page ${pages.length}/${pages.length}`);
  });

  it('gives the same bytes for the same content', async () => {
    const content = quote();
    const [first, second] = await Promise.all([renderQuotePdf(content), renderQuotePdf(content)]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it.each<Language>(['fr', 'en'])('declares its title and language (%s)', async (language) => {
    const structure = PdfStructure.read(await renderQuotePdf(quote({ language })));
    const metadata = structure.streamData(structure.catalog['/Metadata']).toString('utf8');
    const title = `${language === 'fr' ? 'Devis' : 'Quote'} D2026-0001 (version 2)`;
    expect(metadata).toContain(`<rdf:li xml:lang="x-default">${title}</rdf:li>`);
    expect(structure.catalog['/Lang']).toBe(`u:${language}`);
  });
});
