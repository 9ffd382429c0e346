import type { EinvoiceModel, EinvoiceParty, EinvoiceVatCategory } from "./model";
import { element, group } from "./xml";

/** Peppol BIS Billing 3.0 (PEPPOL-EN16931-R004, R007). */
export const PEPPOL_CUSTOMIZATION_ID = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const PEPPOL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const COMMON_NAMESPACES =
  'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';

/**
 * UBL has a document type of its own for credit notes (issue #25): the root, the type code, the
 * lines and their quantity take its names; the rest is the invoice's.
 */
const DOCUMENT = {
  "380": { root: "Invoice", typeCode: "cbc:InvoiceTypeCode", line: "cac:InvoiceLine", quantity: "cbc:InvoicedQuantity" },
  "381": { root: "CreditNote", typeCode: "cbc:CreditNoteTypeCode", line: "cac:CreditNoteLine", quantity: "cbc:CreditedQuantity" },
} as const;

function party(p: EinvoiceParty): string {
  const a = p.address;
  return group(
    "cac:Party",
    // buildEinvoiceModel(…, "ubl") refuses a party without one.
    element("cbc:EndpointID", p.peppolEndpoint?.id, { schemeID: p.peppolEndpoint?.scheme ?? "" }),
    group("cac:PartyName", element("cbc:Name", p.name)),
    group(
      "cac:PostalAddress",
      element("cbc:StreetName", a.line1),
      element("cbc:AdditionalStreetName", a.line2),
      element("cbc:CityName", a.city),
      element("cbc:PostalZone", a.postalCode),
      group("cac:Country", element("cbc:IdentificationCode", a.country)),
    ),
    p.vatId ? group("cac:PartyTaxScheme", element("cbc:CompanyID", p.vatId), group("cac:TaxScheme", element("cbc:ID", "VAT"))) : "",
    group(
      "cac:PartyLegalEntity",
      element("cbc:RegistrationName", p.name),
      element("cbc:CompanyID", p.legalRegistrationId, p.legalRegistrationScheme ? { schemeID: p.legalRegistrationScheme } : {}),
    ),
    group("cac:Contact", element("cbc:Telephone", p.phone), element("cbc:ElectronicMail", p.email)),
  );
}

function category(name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory", vat: EinvoiceVatCategory, withReason: boolean): string {
  return group(
    name,
    element("cbc:ID", vat.code),
    element("cbc:Percent", vat.rate),
    withReason ? element("cbc:TaxExemptionReasonCode", vat.exemptionCode) : "",
    withReason ? element("cbc:TaxExemptionReason", vat.exemptionReason) : "",
    group("cac:TaxScheme", element("cbc:ID", "VAT")),
  );
}

/**
 * The model as a UBL 2.1 Invoice with the Peppol BIS Billing 3.0 customization: what Peppol access
 * points, XRechnung (UBL flavour) receivers and most European ERPs read.
 */
export function writeUbl(model: EinvoiceModel): string {
  const cur = { currencyID: model.currency };
  const pay = model.payment;
  const t = model.totals;
  const doc = DOCUMENT[model.typeCode];
  const namespace = `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${doc.root}-2"`;
  const preceding = model.precedingInvoice;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<${doc.root} ${namespace} ${COMMON_NAMESPACES}>` +
    element("cbc:CustomizationID", PEPPOL_CUSTOMIZATION_ID) +
    element("cbc:ProfileID", PEPPOL_PROFILE_ID) +
    element("cbc:ID", model.number) +
    element("cbc:IssueDate", model.issueDate) +
    // A UBL CreditNote has no DueDate element; a credit note asks for no payment anyway.
    (model.typeCode === "380" ? element("cbc:DueDate", model.dueDate) : "") +
    element(doc.typeCode, model.typeCode) +
    element("cbc:Note", model.note) +
    element("cbc:DocumentCurrencyCode", model.currency) +
    element("cbc:TaxCurrencyCode", model.vatAccounting?.currency ?? null) +
    element("cbc:BuyerReference", model.buyerReference) +
    (preceding
      ? group(
          "cac:BillingReference",
          group("cac:InvoiceDocumentReference", element("cbc:ID", preceding.number), element("cbc:IssueDate", preceding.issueDate)),
        )
      : "") +
    group("cac:AccountingSupplierParty", party(model.seller)) +
    group("cac:AccountingCustomerParty", party(model.buyer)) +
    group(
      "cac:Delivery",
      element("cbc:ActualDeliveryDate", model.delivery.date),
      group("cac:DeliveryLocation", group("cac:Address", group("cac:Country", element("cbc:IdentificationCode", model.delivery.country)))),
    ) +
    // A credit note asks for no payment: no means of payment (issue #25).
    (model.typeCode === "381"
      ? ""
      : group(
          "cac:PaymentMeans",
          element("cbc:PaymentMeansCode", pay.meansCode),
          element("cbc:PaymentID", pay.remittanceInformation),
          pay.accountId
            ? group(
                "cac:PayeeFinancialAccount",
                element("cbc:ID", pay.accountId),
                element("cbc:Name", pay.accountName),
                group("cac:FinancialInstitutionBranch", element("cbc:ID", pay.bic)),
              )
            : "",
        )) +
    group("cac:PaymentTerms", element("cbc:Note", pay.terms)) +
    group(
      "cac:TaxTotal",
      element("cbc:TaxAmount", t.taxTotal, cur),
      ...model.vatBreakdown.map((vat) =>
        group(
          "cac:TaxSubtotal",
          element("cbc:TaxableAmount", vat.taxableAmount, cur),
          element("cbc:TaxAmount", vat.taxAmount, cur),
          category("cac:TaxCategory", vat, true),
        ),
      ),
    ) +
    // BT-111: a second TaxTotal, in the VAT accounting currency and without subtotals (PEPPOL-EN16931-R054).
    (model.vatAccounting
      ? group("cac:TaxTotal", element("cbc:TaxAmount", model.vatAccounting.taxTotal, { currencyID: model.vatAccounting.currency }))
      : "") +
    group(
      "cac:LegalMonetaryTotal",
      element("cbc:LineExtensionAmount", t.lineTotal, cur),
      element("cbc:TaxExclusiveAmount", t.taxExclusive, cur),
      element("cbc:TaxInclusiveAmount", t.taxInclusive, cur),
      element("cbc:PayableAmount", t.payable, cur),
    ) +
    model.lines
      .map((line) =>
        group(
          doc.line,
          element("cbc:ID", line.id),
          element(doc.quantity, line.quantity, { unitCode: "C62" }),
          element("cbc:LineExtensionAmount", line.netAmount, cur),
          group(
            "cac:Item",
            element("cbc:Description", line.description),
            element("cbc:Name", line.name),
            category("cac:ClassifiedTaxCategory", line.vat, false),
          ),
          group("cac:Price", element("cbc:PriceAmount", line.price, cur)),
        ),
      )
      .join("") +
    `</${doc.root}>\n`
  );
}
