import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { isStorableText } from '../../../../shared/storable-text';

/** ISO 20022 BankToCustomerStatement, any version from 001.02 (the one French banks export most). */
const CAMT053_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})$/;

/** Why a file is refused whole: nothing of it is imported. */
export class StatementRefusedError extends Error {
  constructor(
    readonly reason: 'not_xml' | 'not_camt053' | 'unsupported_version' | 'malformed',
    detail: string,
  ) {
    super(detail);
    this.name = 'StatementRefusedError';
  }
}

/** A credit booked on the account: one payment received. */
export interface StatementCredit {
  /** The bank's reference of the entry (or of the transaction in a batch): the same on every statement. */
  reference: string;
  /** `YYYY-MM-DD` */
  bookedOn: string;
  amountCents: number;
  currency: string;
  payerName: string;
  /** The structured creditor references, then the free text, as one line. */
  text: string;
}

export interface BankStatement {
  /** The message's version, e.g. `02`. */
  version: string;
  messageId: string;
  credits: StatementCredit[];
  /** Booked debits, and entries not booked yet or reversed: read and left alone. */
  skippedEntries: number;
}

/** How much of the file is parsed before the event loop is let go, and how many entries are read. */
const CHUNK_CHARACTERS = 64 * 1024;
const ENTRIES_PER_TURN = 250;
/** What an `integer` column holds: 21,474,836.47 in cents. */
const MAX_AMOUNT_CENTS = 2_147_483_647;

/**
 * Reads a camt.053 file: the namespace says it is one (version 001.02 or later), the shape is checked where
 * the import depends on it, and every booked credit comes out as a payment with the bank's reference, its
 * date, amount, payer and remittance text. A batched entry (several `TxDtls`) gives one payment per
 * transaction. Anything else, or anything malformed, throws `StatementRefusedError` and nothing is read.
 * The file is parsed a slice at a time, letting the event loop go between slices: a statement of thousands
 * of entries takes the server away from nobody else.
 */
export async function parseCamt053(file: Buffer): Promise<BankStatement> {
  const xml = decode(file);
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementRefusedError('not_camt053', 'The file declares a document type; statements do not.');
  let root: XmlElement | undefined;
  try {
    root = await parseXml(xml);
  } catch (error) {
    if (error instanceof StatementRefusedError) throw error;
    throw new StatementRefusedError('not_xml', `The file is not well-formed XML: ${firstLine(error)}`);
  }
  const version = root && CAMT053_NAMESPACE.exec(root.uri)?.[1];
  if (!root || root.local !== 'Document' || !version)
    throw new StatementRefusedError(
      'not_camt053',
      `This is not a camt.053 bank statement (root ${root?.local ?? 'none'} in namespace ${root?.uri || 'none'}).`,
    );
  if (Number(version) < 2)
    throw new StatementRefusedError('unsupported_version', `camt.053.001.${version} is older than 001.02.`);

  const reader = new Reader(root.uri);
  const statement = reader.required(root, 'BkToCstmrStmt', 'Document');
  const messageId = storable(
    reader.text(reader.required(statement, 'GrpHdr', 'BkToCstmrStmt'), 'MsgId'),
    'GrpHdr/MsgId',
  );
  if (!messageId) throw malformed('GrpHdr/MsgId is missing.');
  const statements = reader.children(statement, 'Stmt');
  if (statements.length === 0) throw malformed('The file holds no statement (Stmt).');

  const credits: StatementCredit[] = [];
  let skippedEntries = 0;
  let read = 0;
  for (const [statementIndex, stmt] of statements.entries()) {
    reader.required(stmt, 'Acct', `Stmt ${statementIndex + 1}`);
    // Credits without a reference of the bank's, by what they say: the n-th alike in this statement is told
    // from the first by n, so two identical transfers of one day are two payments, while the same file
    // imported again, or a statement overlapping it, gives the same references.
    const alike = new Map<string, number>();
    for (const [entryIndex, entry] of reader.children(stmt, 'Ntry').entries()) {
      const where = `Stmt ${statementIndex + 1}, entry ${entryIndex + 1}`;
      const entryCredits = readEntry(reader, entry, where, alike);
      if (!entryCredits) skippedEntries += 1;
      else credits.push(...entryCredits);
      read += 1;
      if (read % ENTRIES_PER_TURN === 0) await nextTurn();
    }
  }
  return { version, messageId, credits, skippedEntries };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The payments of one entry, or null for an entry that is not a booked credit. */
function readEntry(
  reader: Reader,
  entry: XmlElement,
  where: string,
  alike: Map<string, number>,
): StatementCredit[] | null {
  const amount = reader.amount(reader.required(entry, 'Amt', where), `${where}, Amt`);
  const direction = reader.text(entry, 'CdtDbtInd');
  if (direction !== 'CRDT' && direction !== 'DBIT')
    throw malformed(`${where}: CdtDbtInd must be CRDT or DBIT, not "${direction}".`);
  // 001.02 to 001.03 write the status as a code; 001.04 and later in a choice (Sts/Cd).
  const statusElement = reader.required(entry, 'Sts', where);
  const status = reader.text(statusElement, 'Cd') || textContent(statusElement).trim();
  const reversed = reader.text(entry, 'RvslInd') === 'true';
  if (direction !== 'CRDT' || status !== 'BOOK' || reversed) return null;

  const booked = reader.child(entry, 'BookgDt') ?? reader.child(entry, 'ValDt');
  const bookedOn = (booked && (reader.text(booked, 'Dt') || reader.text(booked, 'DtTm').slice(0, 10))) || '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw malformed(`${where}: no booking date (BookgDt).`);
  if (!isCalendarDate(bookedOn)) throw malformed(`${where}: ${bookedOn} is not a day of the calendar.`);

  const entryReference = storable(
    reader.text(entry, 'AcctSvcrRef') || reader.text(entry, 'NtryRef'),
    `${where}, AcctSvcrRef`,
  );
  const transactions = reader
    .children(entry, 'NtryDtls')
    .flatMap((details) => reader.children(details, 'TxDtls'));
  const entryText = reader.text(entry, 'AddtlNtryInf');

  if (transactions.length <= 1) {
    const transaction = transactions[0];
    const text = (transaction && remittance(reader, transaction)) || entryText;
    return [
      credit(
        {
          reference: entryReference,
          bookedOn,
          amount,
          payerName: transaction ? payer(reader, transaction) : '',
          text,
        },
        where,
        alike,
      ),
    ];
  }
  // A batch: the entry's amount is their sum, each transaction is a payment of its own.
  return transactions.map((transaction, index) => {
    const at = `${where}, transaction ${index + 1}`;
    const amountElement =
      reader.child(transaction, 'Amt') ??
      reader.element(transaction, ['AmtDtls', 'TxAmt', 'Amt']) ??
      reader.element(transaction, ['AmtDtls', 'InstdAmt', 'Amt']);
    if (!amountElement) throw malformed(`${at}: no amount in a batched entry.`);
    const own = storable(reader.path(transaction, ['Refs', 'AcctSvcrRef']), `${at}, AcctSvcrRef`);
    return credit(
      {
        reference: own || (entryReference ? `${entryReference}#${index + 1}` : ''),
        bookedOn,
        amount: reader.amount(amountElement, at),
        payerName: payer(reader, transaction),
        text: remittance(reader, transaction) || entryText,
      },
      at,
      alike,
    );
  });
}

function credit(
  input: {
    reference: string;
    bookedOn: string;
    amount: { cents: number; currency: string };
    payerName: string;
    text: string;
  },
  where: string,
  alike: Map<string, number>,
): StatementCredit {
  const { bookedOn, amount } = input;
  const payerName = storable(input.payerName, `${where}, the payer's name`);
  const text = storable(input.text, `${where}, the remittance information`);
  let reference = input.reference;
  if (!reference) {
    const said = [bookedOn, amount.cents, amount.currency, text].join('\n');
    const nth = (alike.get(said) ?? 0) + 1;
    alike.set(said, nth);
    // The first keeps the hash earlier imports stored.
    reference = `sha256:${createHash('sha256')
      .update(nth === 1 ? said : `${said}\n#${nth}`)
      .digest('hex')}`;
  }
  return { reference, bookedOn, amountCents: amount.cents, currency: amount.currency, payerName, text };
}

/** The structured references (creditor reference, referred documents), then the free text. */
function remittance(reader: Reader, transaction: XmlElement): string {
  const information = reader.child(transaction, 'RmtInf');
  const parts: string[] = [];
  if (information) {
    for (const structured of reader.children(information, 'Strd')) {
      const creditorReference = reader.path(structured, ['CdtrRefInf', 'Ref']);
      if (creditorReference) parts.push(creditorReference);
      for (const document of reader.children(structured, 'RfrdDocInf')) {
        const number = reader.text(document, 'Nb');
        if (number) parts.push(number);
      }
      for (const line of reader.children(structured, 'AddtlRmtInf')) parts.push(textContent(line).trim());
    }
    for (const line of reader.children(information, 'Ustrd')) parts.push(textContent(line).trim());
  }
  const additional = reader.text(transaction, 'AddtlTxInf');
  if (additional) parts.push(additional);
  return parts.filter(Boolean).join(' ');
}

/** Who paid: the debtor (001.02 names it directly, 001.08 and later inside `Pty`), else the ultimate one. */
function payer(reader: Reader, transaction: XmlElement): string {
  const parties = reader.child(transaction, 'RltdPties');
  if (!parties) return '';
  for (const role of ['Dbtr', 'UltmtDbtr']) {
    const party = reader.child(parties, role);
    if (!party) continue;
    const name = reader.text(party, 'Nm') || reader.path(party, ['Pty', 'Nm']);
    if (name) return name;
  }
  return '';
}

/** An element as the statement is read: its name, namespace, attributes, children and text, in order. */
interface XmlElement {
  local: string;
  uri: string;
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
  text: string;
}

function textContent(element: XmlElement): string {
  return element.children.length === 0
    ? element.text
    : element.text + element.children.map(textContent).join('');
}

const noAttributes: ReadonlyMap<string, string> = new Map();

/**
 * The file's elements as a tree, parsed a slice at a time. Only the predefined entities and character
 * references are known (a document type was refused before), and nothing is fetched.
 */
async function parseXml(xml: string): Promise<XmlElement | undefined> {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root: XmlElement | undefined;
  const open: XmlElement[] = [];
  parser.on('doctype', () => {
    throw new StatementRefusedError('not_camt053', 'The file declares a document type; statements do not.');
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      local: tag.local,
      uri: tag.uri,
      // Most elements have none: one shared empty map instead of 200,000 in a 5,000-entry statement.
      attributes: Object.keys(tag.attributes).length
        ? new Map(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]))
        : noAttributes,
      children: [],
      text: '',
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const addText = (text: string) => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  for (let start = 0; start < xml.length;) {
    let end = Math.min(start + CHUNK_CHARACTERS, xml.length);
    // A surrogate pair stays in one slice.
    if (end < xml.length && /[\uD800-\uDBFF]/.test(xml.charAt(end - 1))) end -= 1;
    parser.write(xml.slice(start, end));
    start = end;
    if (start < xml.length) await nextTurn();
  }
  parser.close();
  return root;
}

/** Element access within the statement's namespace. */
class Reader {
  constructor(private readonly ns: string) {}

  children(parent: XmlElement, name: string): XmlElement[] {
    return parent.children.filter((element) => element.local === name && element.uri === this.ns);
  }

  child(parent: XmlElement, name: string): XmlElement | undefined {
    return parent.children.find((element) => element.local === name && element.uri === this.ns);
  }

  element(parent: XmlElement, names: string[]): XmlElement | undefined {
    let current: XmlElement | undefined = parent;
    for (const name of names) current = current && this.child(current, name);
    return current;
  }

  /** The text at the end of a path of children, trimmed, or '' when it is not there. */
  path(parent: XmlElement, names: string[]): string {
    const element = this.element(parent, names);
    return element ? textContent(element).trim() : '';
  }

  required(parent: XmlElement, name: string, where: string): XmlElement {
    const element = this.child(parent, name);
    if (!element) throw malformed(`${where}: ${name} is missing.`);
    return element;
  }

  text(parent: XmlElement, name: string): string {
    const element = this.child(parent, name);
    return element ? textContent(element).trim() : '';
  }

  /**
   * An amount (`Amt` with its `Ccy`) in cents, exactly: never through a floating-point number, and no more
   * than the books store.
   */
  amount(element: XmlElement, where: string): { cents: number; currency: string } {
    const value = textContent(element).trim();
    const currency = element.attributes.get('Ccy') ?? '';
    const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(value);
    if (!match || !/^[A-Z]{3}$/.test(currency))
      throw malformed(
        `${where}: "${value.slice(0, 40)}" ${currency.slice(0, 10)} is not an amount with its currency.`,
      );
    const fraction = (match[2] ?? '').padEnd(5, '0');
    if (!fraction.endsWith('000')) throw malformed(`${where}: ${value} ${currency} has fractions of a cent.`);
    const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
    if (cents > MAX_AMOUNT_CENTS)
      throw malformed(`${where}: ${value} ${currency} is more than a payment of this site can be.`);
    return { cents, currency };
  }
}

/** A text the books will keep, after the XML's references were decoded: no NUL, no control character. */
function storable(value: string, where: string): string {
  if (!isStorableText(value))
    throw malformed(`${where} holds control characters or invalid Unicode, which no bank writes.`);
  return value;
}

function isCalendarDate(day: string): boolean {
  // `day` matched YYYY-MM-DD before it is asked for: three parts.
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return (
    year >= 1 &&
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === date
  );
}

function malformed(detail: string) {
  return new StatementRefusedError('malformed', detail);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 200);
}

/** The file's text: UTF-8 (the standard's encoding), or Latin-1 when its XML declaration says so. */
function decode(file: Buffer): string {
  const head = file.subarray(0, 200).toString('latin1');
  const declared = /^\s*<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const latin1 = declared !== undefined && /^(iso-8859-1|iso-8859-15|latin1|windows-1252)$/.test(declared);
  try {
    return new TextDecoder(latin1 ? 'windows-1252' : 'utf-8', { fatal: true }).decode(file);
  } catch {
    throw new StatementRefusedError('not_xml', 'The file is not text in the encoding it declares.');
  }
}
