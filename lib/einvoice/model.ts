/**
 * The EN 16931 semantic model, as far as InvoiceFlow fills it: one invoice, its two parties, its
 * lines, its VAT breakdown and its totals. The UBL and CII writers both read this one model, so
 * the two syntaxes can't disagree. Every amount is a string with exactly two decimals, every rate
 * a plain decimal string ("25", "8.5", "0"). BT numbers refer to EN 16931-1.
 */

/** The VAT category codes (UNCL5305 subset) the product issues. */
/** The two syntaxes: UBL for Peppol (stricter: registered electronic addresses), CII for Factur-X. */
export type EinvoiceFormat = "ubl" | "cii";

export const VAT_CATEGORIES = ["S", "Z", "E", "AE", "K", "G", "O"] as const;
export type VatCategoryCode = (typeof VAT_CATEGORIES)[number];

export type EinvoiceAddress = {
  /** BT-35 / BT-50: the first line of the street address. */
  line1: string | null;
  /** BT-36 / BT-51: further lines, joined. */
  line2: string | null;
  /** BT-37 / BT-52 */
  city: string | null;
  /** BT-38 / BT-53 */
  postalCode: string | null;
  /** BT-40 / BT-55: ISO 3166-1 alpha-2. */
  country: string;
};

export type EinvoiceParty = {
  /** BT-27 / BT-44 */
  name: string;
  /** BT-34 / BT-49 with scheme EM (e-mail): what CII carries. */
  electronicAddress: string;
  /** BT-34 / BT-49 for Peppol (UBL): a registered identifier from the EAS list, see peppol-endpoint.ts. */
  peppolEndpoint: { scheme: string; id: string } | null;
  /** BT-31 / BT-48: with its country prefix; null where the category forbids it (O). */
  vatId: string | null;
  /** BT-30 / BT-47 */
  legalRegistrationId: string | null;
  /** ISO 6523 scheme of the legal registration id, where a national rule asks for it (NL: 0106 KvK). */
  legalRegistrationScheme: string | null;
  address: EinvoiceAddress;
  /**
   * BT-41, the seller contact point: the business name the invoice carries (the profile's company,
   * or a private seller's own name); Germany's rules ask for it (DE-R-005). Null for the buyer (BT-56).
   */
  contactName: string | null;
  /** BT-42 / BT-57 */
  phone: string | null;
  /** BT-43 / BT-58 */
  email: string;
};

export type EinvoiceVatCategory = {
  code: VatCategoryCode;
  /** BT-119 / BT-152; null for O, which must not carry a rate. */
  rate: string | null;
  /** BT-121: VATEX code, only for the exempt categories. */
  exemptionCode: string | null;
  /** BT-120: the invoice's own legal wording, only for the exempt categories. */
  exemptionReason: string | null;
};

export type EinvoiceLine = {
  /** BT-126 */
  id: string;
  /** BT-153: the first line of the description. */
  name: string;
  /** BT-154: the whole description when it has more than one line. */
  description: string | null;
  /** BT-129, up to three decimals (issue #28). */
  quantity: string;
  /** BT-130: the UN/ECE Recommendation 20 code of the line's unit (HUR, DAY, …; C62 "one" for a plain count). */
  unitCode: string;
  /** BT-146: net price per unit. */
  price: string;
  /** BT-131 = quantity × price rounded once to the cent (exact for whole quantities). */
  netAmount: string;
  vat: EinvoiceVatCategory;
};

export type EinvoiceVatBreakdown = EinvoiceVatCategory & {
  /** BT-116 */
  taxableAmount: string;
  /** BT-117 */
  taxAmount: string;
};

export type EinvoicePayment = {
  /** BT-81: 58 SEPA credit transfer, 30 credit transfer, 1 not defined. */
  meansCode: "58" | "30" | "1";
  /** BT-83: the payment reference (OCR or RF, issue #27), or the number of an invoice older than references. */
  remittanceInformation: string;
  /** BT-84: the IBAN (58) or the account number (30). */
  accountId: string | null;
  /** BT-85 */
  accountName: string | null;
  /** BT-86: BIC. */
  bic: string | null;
  /** BT-20: the invoice's payment instructions. */
  terms: string | null;
};

export type EinvoiceModel = {
  /** BT-1 */
  number: string;
  /** BT-2, YYYY-MM-DD */
  issueDate: string;
  /** BT-9, YYYY-MM-DD; null on a credit note, which asks for no payment. */
  dueDate: string | null;
  /** BT-3: 380 commercial invoice, 381 credit note (issue #25). */
  typeCode: "380" | "381";
  /** BG-3 (BT-25, BT-26): the invoice a credit note corrects; null on an invoice. */
  precedingInvoice: { number: string; issueDate: string } | null;
  /** BT-5 */
  currency: string;
  /**
   * BT-6 and BT-111: the VAT accounting currency and the invoice's VAT in it, when the invoice is in
   * another currency than the supplier's national one (Art. 230; issue #29). BR-53: both or neither.
   */
  vatAccounting: { currency: string; taxTotal: string } | null;
  /** BT-10: the customer's reference, else the invoice number. */
  buyerReference: string;
  /** BT-22 */
  note: string | null;
  seller: EinvoiceParty;
  buyer: EinvoiceParty;
  /**
   * BG-13: BT-72, the actual delivery date (art. 226(7)), always; BT-80, the country delivered to,
   * for intra-community supplies (BR-IC-11, BR-IC-12), else null.
   */
  delivery: { date: string; country: string | null };
  payment: EinvoicePayment;
  lines: EinvoiceLine[];
  vatBreakdown: EinvoiceVatBreakdown[];
  totals: {
    /** BT-106 */
    lineTotal: string;
    /** BT-109 */
    taxExclusive: string;
    /** BT-110 */
    taxTotal: string;
    /** BT-112 */
    taxInclusive: string;
    /** BT-115 */
    payable: string;
  };
};
