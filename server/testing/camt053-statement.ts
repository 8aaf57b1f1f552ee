import { dateInFrance } from '../../shared/date-in-france';

/** One booked SEPA credit of a bank statement: its amount, who paid it, what they wrote, the bank's reference. */
export interface StatementCredit {
  amountCents: number;
  debtor: string;
  text: string;
  reference: string;
  /** The day it was booked (YYYY-MM-DD); today in France unless said. */
  day?: string;
}

/**
 * A bank's daily statement (camt.053.001.02) of the seller's account with one booked SEPA credit, as the API
 * tests post it and the browser tests import it in the payments view.
 */
export function camt053Statement({
  amountCents,
  debtor,
  text,
  reference,
  day = dateInFrance(new Date()),
}: StatementCredit): string {
  const amount = (amountCents / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>CAMT053-${reference}</MsgId><CreDtTm>${day}T05:12:31</CreDtTm></GrpHdr>
    <Stmt>
      <Id>FR7630006000011234567890189-${reference}</Id>
      <CreDtTm>${day}T05:12:31</CreDtTm>
      <Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>
      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${reference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>
          <RltdPties><Dbtr><Nm>${debtor}</Nm></Dbtr></RltdPties>
          <RmtInf><Ustrd>${text}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}
