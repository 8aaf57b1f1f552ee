import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';

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

/**
 * Reads a camt.053 file: the namespace says it is one (version 001.02 or later), the shape is checked where
 * the import depends on it, and every booked credit comes out as a payment with the bank's reference, its
 * date, amount, payer and remittance text. A batched entry (several `TxDtls`) gives one payment per
 * transaction. Anything else, or anything malformed, throws `StatementRefusedError` and nothing is read.
 */
export function parseCamt053(file: Buffer): BankStatement {
  const xml = decode(file);
  if (/<!DOCTYPE/i.test(xml))
    throw new StatementRefusedError('not_camt053', 'The file declares a document type; statements do not.');
  let root: Element | null;
  try {
    const document = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(xml, 'application/xml');
    root = document.documentElement;
  } catch (error) {
    throw new StatementRefusedError('not_xml', `The file is not well-formed XML: ${firstLine(error)}`);
  }
  const version = root && CAMT053_NAMESPACE.exec(root.namespaceURI ?? '')?.[1];
  if (!root || root.localName !== 'Document' || !version)
    throw new StatementRefusedError(
      'not_camt053',
      `This is not a camt.053 bank statement (root ${root?.localName ?? 'none'} in namespace ${root?.namespaceURI ?? 'none'}).`,
    );
  if (Number(version) < 2)
    throw new StatementRefusedError('unsupported_version', `camt.053.001.${version} is older than 001.02.`);

  const ns = root.namespaceURI ?? '';
  const reader = new Reader(ns);
  const statement = reader.required(root, 'BkToCstmrStmt', 'Document');
  const messageId = reader.text(reader.required(statement, 'GrpHdr', 'BkToCstmrStmt'), 'MsgId');
  if (!messageId) throw malformed('GrpHdr/MsgId is missing.');
  const statements = reader.children(statement, 'Stmt');
  if (statements.length === 0) throw malformed('The file holds no statement (Stmt).');

  const credits: StatementCredit[] = [];
  let skippedEntries = 0;
  statements.forEach((stmt, statementIndex) => {
    reader.required(stmt, 'Acct', `Stmt ${statementIndex + 1}`);
    reader.children(stmt, 'Ntry').forEach((entry, entryIndex) => {
      const where = `Stmt ${statementIndex + 1}, entry ${entryIndex + 1}`;
      const read = readEntry(reader, entry, where);
      if (!read) skippedEntries += 1;
      else credits.push(...read);
    });
  });
  return { version, messageId, credits, skippedEntries };
}

/** The payments of one entry, or null for an entry that is not a booked credit. */
function readEntry(reader: Reader, entry: Element, where: string): StatementCredit[] | null {
  const amount = reader.amount(reader.required(entry, 'Amt', where), `${where}, Amt`);
  const direction = reader.text(entry, 'CdtDbtInd');
  if (direction !== 'CRDT' && direction !== 'DBIT')
    throw malformed(`${where}: CdtDbtInd must be CRDT or DBIT, not "${direction}".`);
  // 001.02 to 001.03 write the status as a code; 001.04 and later in a choice (Sts/Cd).
  const statusElement = reader.required(entry, 'Sts', where);
  const status = reader.text(statusElement, 'Cd') || (statusElement.textContent ?? '').trim();
  const reversed = reader.text(entry, 'RvslInd') === 'true';
  if (direction !== 'CRDT' || status !== 'BOOK' || reversed) return null;

  const booked = reader.child(entry, 'BookgDt') ?? reader.child(entry, 'ValDt');
  const bookedOn = (booked && (reader.text(booked, 'Dt') || reader.text(booked, 'DtTm').slice(0, 10))) || '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw malformed(`${where}: no booking date (BookgDt).`);

  const entryReference = reader.text(entry, 'AcctSvcrRef') || reader.text(entry, 'NtryRef');
  const transactions = reader
    .children(entry, 'NtryDtls')
    .flatMap((details) => reader.children(details, 'TxDtls'));
  const entryText = reader.text(entry, 'AddtlNtryInf');

  if (transactions.length <= 1) {
    const transaction = transactions[0];
    const text = (transaction && remittance(reader, transaction)) || entryText;
    return [
      credit({
        reference: entryReference,
        bookedOn,
        amount,
        payerName: transaction ? payer(reader, transaction) : '',
        text,
      }),
    ];
  }
  // A batch: the entry's amount is their sum, each transaction is a payment of its own.
  return transactions.map((transaction, index) => {
    const amountElement =
      reader.child(transaction, 'Amt') ??
      reader.path(transaction, ['AmtDtls', 'TxAmt', 'Amt']) ??
      reader.path(transaction, ['AmtDtls', 'InstdAmt', 'Amt']);
    if (!amountElement) throw malformed(`${where}, transaction ${index + 1}: no amount in a batched entry.`);
    const own = reader.path(transaction, ['Refs', 'AcctSvcrRef'])?.textContent?.trim();
    return credit({
      reference: own || (entryReference ? `${entryReference}#${index + 1}` : ''),
      bookedOn,
      amount: reader.amount(amountElement, `${where}, transaction ${index + 1}`),
      payerName: payer(reader, transaction),
      text: remittance(reader, transaction) || entryText,
    });
  });
}

function credit(input: {
  reference: string;
  bookedOn: string;
  amount: { cents: number; currency: string };
  payerName: string;
  text: string;
}): StatementCredit {
  const { bookedOn, amount, payerName, text } = input;
  const reference =
    input.reference ||
    `sha256:${createHash('sha256')
      .update([bookedOn, amount.cents, amount.currency, text].join('\n'))
      .digest('hex')}`;
  return { reference, bookedOn, amountCents: amount.cents, currency: amount.currency, payerName, text };
}

/** The structured references (creditor reference, referred documents), then the free text. */
function remittance(reader: Reader, transaction: Element): string {
  const information = reader.child(transaction, 'RmtInf');
  const parts: string[] = [];
  if (information) {
    for (const structured of reader.children(information, 'Strd')) {
      const creditorReference = reader.path(structured, ['CdtrRefInf', 'Ref'])?.textContent?.trim();
      if (creditorReference) parts.push(creditorReference);
      for (const document of reader.children(structured, 'RfrdDocInf')) {
        const number = reader.text(document, 'Nb');
        if (number) parts.push(number);
      }
      for (const line of reader.children(structured, 'AddtlRmtInf'))
        parts.push(line.textContent?.trim() ?? '');
    }
    for (const line of reader.children(information, 'Ustrd')) parts.push(line.textContent?.trim() ?? '');
  }
  const additional = reader.text(transaction, 'AddtlTxInf');
  if (additional) parts.push(additional);
  return parts.filter(Boolean).join(' ');
}

/** Who paid: the debtor (001.02 names it directly, 001.08 and later inside `Pty`), else the ultimate one. */
function payer(reader: Reader, transaction: Element): string {
  const parties = reader.child(transaction, 'RltdPties');
  if (!parties) return '';
  for (const role of ['Dbtr', 'UltmtDbtr']) {
    const party = reader.child(parties, role);
    if (!party) continue;
    const name = reader.text(party, 'Nm') || reader.path(party, ['Pty', 'Nm'])?.textContent?.trim();
    if (name) return name;
  }
  return '';
}

/** Element access within the statement's namespace. */
class Reader {
  constructor(private readonly ns: string) {}

  children(parent: Element, name: string): Element[] {
    const found: Element[] = [];
    for (let node = parent.firstChild; node; node = node.nextSibling) {
      const element = node as Element;
      if (node.nodeType === 1 && element.localName === name && element.namespaceURI === this.ns)
        found.push(element);
    }
    return found;
  }

  child(parent: Element, name: string): Element | undefined {
    return this.children(parent, name)[0];
  }

  path(parent: Element, names: string[]): Element | undefined {
    let current: Element | undefined = parent;
    for (const name of names) current = current && this.child(current, name);
    return current;
  }

  required(parent: Element, name: string, where: string): Element {
    const element = this.child(parent, name);
    if (!element) throw malformed(`${where}: ${name} is missing.`);
    return element;
  }

  text(parent: Element, name: string): string {
    return this.child(parent, name)?.textContent?.trim() ?? '';
  }

  /** An amount (`Amt` with its `Ccy`) in cents, exactly: never through a floating-point number. */
  amount(element: Element, where: string): { cents: number; currency: string } {
    const value = (element.textContent ?? '').trim();
    const currency = element.getAttribute('Ccy') ?? '';
    const match = /^(\d{1,15})(?:\.(\d{1,5}))?$/.exec(value);
    if (!match || !/^[A-Z]{3}$/.test(currency))
      throw malformed(`${where}: "${value}" ${currency} is not an amount with its currency.`);
    const fraction = (match[2] ?? '').padEnd(5, '0');
    if (!fraction.endsWith('000')) throw malformed(`${where}: ${value} ${currency} has fractions of a cent.`);
    return { cents: Number(match[1]) * 100 + Number(fraction.slice(0, 2)), currency };
  }
}

function malformed(detail: string) {
  return new StatementRefusedError('malformed', detail);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').replace(/^.*?caused Error: /, '').slice(0, 200);
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
