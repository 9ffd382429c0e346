import { child, childrenNamed, readXml, textAt, type XmlElement } from "./read-xml";
import { StatementError, type StatementCredit } from "./statement-credit";
import { parseCurrency, parseIsoAmount, parseStatementDate } from "./statement-values";

/** The report element of each message and what it holds its entries in. */
const REPORTS: Record<string, string> = {
  BkToCstmrStmt: "Stmt", // camt.053: the end-of-day statement
  BkToCstmrDbtCdtNtfctn: "Ntfctn", // camt.054: debit/credit notifications
  BkToCstmrAcctRpt: "Rpt", // camt.052: the intraday report, the same entries
};

type Credit = Omit<StatementCredit, "entryReference"> & { entryReference: string | null };

/**
 * The incoming credits of an ISO 20022 camt.053 statement or camt.054 notification, any version
 * (the entry shape is the same from 001.02 to 001.13). Kept: booked credits (CdtDbtInd CRDT, status
 * BOOK or none, not a reversal). An entry that batches several transactions becomes one credit
 * per transaction. A required element that is missing or wrong is a StatementError naming the
 * entry and its line.
 */
export function parseCamt(text: string): Credit[] {
  const document = readXml(text);
  if (document.name !== "Document")
    throw new StatementError(`Not an ISO 20022 camt.053 or camt.054 file: the root element is <${document.name}>`);
  const message = document.children.find((element) => element.name in REPORTS);
  if (!message) {
    const found = document.children[0]?.name ?? "nothing";
    throw new StatementError(
      `Not a camt.053 or camt.054 file: <Document> holds <${found}>, not <BkToCstmrStmt> or <BkToCstmrDbtCdtNtfctn>`,
    );
  }
  const entries = childrenNamed(message, REPORTS[message.name] as string).flatMap((report) => childrenNamed(report, "Ntry"));
  return entries.flatMap((entry, index) => creditsOfEntry(entry, `Entry ${index + 1} (<Ntry> on line ${entry.line})`));
}

function creditsOfEntry(entry: XmlElement, where: string): Credit[] {
  const indicator = textAt(entry, "CdtDbtInd");
  if (indicator !== "CRDT" && indicator !== "DBIT") throw new StatementError(`${where}: <CdtDbtInd> must be CRDT or DBIT`);
  const status = textAt(entry, "Sts", "Cd") ?? textAt(entry, "Sts");
  if (indicator === "DBIT" || textAt(entry, "RvslInd") === "true" || (status !== null && status !== "BOOK")) return [];

  const amount = amountOf(child(entry, "Amt"), where);
  const date = dateOf(entry, where);
  const entryReference = textAt(entry, "AcctSvcrRef") ?? textAt(entry, "NtryRef");
  const transactions = childrenNamed(entry, "NtryDtls").flatMap((details) => childrenNamed(details, "TxDtls"));
  const extra = textAt(entry, "AddtlNtryInf");
  if (transactions.length <= 1) {
    return [{ entryReference, date, ...amount, ...detailsOf(transactions[0], extra) }];
  }
  return transactions
    .filter((transaction) => textAt(transaction, "CdtDbtInd") !== "DBIT")
    .map((transaction, index) => {
      const at = `${where}, transaction ${index + 1} (line ${transaction.line})`;
      const own = child(transaction, "Amt") ?? child(transaction, "AmtDtls", "TxAmt", "Amt");
      if (!own) throw new StatementError(`${at}: <Amt> is missing, and the entry holds several transactions`);
      const ownReference = textAt(transaction, "Refs", "AcctSvcrRef");
      return {
        entryReference: ownReference ?? (entryReference ? `${entryReference}/${index + 1}` : null),
        date,
        ...amountOf(own, at),
        ...detailsOf(transaction, extra),
      };
    });
}

function amountOf(element: XmlElement | undefined, where: string): { amount: string; currency: string } {
  if (!element) throw new StatementError(`${where}: <Amt> is missing`);
  const currency = parseCurrency(element.attributes.Ccy ?? "");
  if (!currency) throw new StatementError(`${where}: <Amt> on line ${element.line} has no Ccy currency code`);
  const amount = parseIsoAmount(element.text, `${where}, <Amt> on line ${element.line}`);
  return { amount: amount.toFixed(2), currency };
}

function dateOf(entry: XmlElement, where: string): string {
  const raw =
    textAt(entry, "BookgDt", "Dt") ?? textAt(entry, "BookgDt", "DtTm") ?? textAt(entry, "ValDt", "Dt") ?? textAt(entry, "ValDt", "DtTm");
  if (!raw) throw new StatementError(`${where}: <BookgDt> is missing`);
  const date = parseStatementDate(raw);
  if (!date) throw new StatementError(`${where}: the booking date "${raw}" is not a date`);
  return date;
}

/** Who paid and what they wrote: structured references, free text, the debtor's name. */
function detailsOf(transaction: XmlElement | undefined, extra: string | null) {
  const remittance = child(transaction, "RmtInf");
  const references = childrenNamed(remittance, "Strd")
    .map((structured) => textAt(structured, "CdtrRefInf", "Ref"))
    .filter((value): value is string => value !== null);
  const texts = childrenNamed(remittance, "Ustrd").map((element) => element.text.trim());
  const message = [...texts, ...(extra ? [extra] : [])].filter(Boolean).join(" ");
  const parties = child(transaction, "RltdPties");
  const counterparty =
    textAt(parties, "Dbtr", "Nm") ??
    textAt(parties, "Dbtr", "Pty", "Nm") ??
    textAt(parties, "UltmtDbtr", "Nm") ??
    textAt(parties, "UltmtDbtr", "Pty", "Nm");
  return { reference: references.length ? references.join(" ") : null, message: message || null, counterparty };
}
