import type { EinvoiceModel, EinvoiceParty, EinvoiceVatCategory } from "./model";
import { element, group } from "./xml";

/** The Factur-X / ZUGFeRD 2 profile EN 16931 ("COMFORT"): the guideline id of BT-24. */
export const FACTURX_EN16931_GUIDELINE = "urn:cen.eu:en16931:2017";

const NAMESPACES =
  'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" ' +
  'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" ' +
  'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"';

/** CII dates are YYYYMMDD with format 102. */
function date(name: string, isoDate: string): string {
  return `<${name}><udt:DateTimeString format="102">${isoDate.replaceAll("-", "")}</udt:DateTimeString></${name}>`;
}

function party(name: string, p: EinvoiceParty): string {
  const a = p.address;
  return group(
    name,
    element("ram:Name", p.name),
    group(
      "ram:SpecifiedLegalOrganization",
      element("ram:ID", p.legalRegistrationId, p.legalRegistrationScheme ? { schemeID: p.legalRegistrationScheme } : {}),
    ),
    group(
      "ram:DefinedTradeContact",
      element("ram:PersonName", p.contactName),
      group("ram:TelephoneUniversalCommunication", element("ram:CompleteNumber", p.phone)),
      group("ram:EmailURIUniversalCommunication", element("ram:URIID", p.email)),
    ),
    group(
      "ram:PostalTradeAddress",
      element("ram:PostcodeCode", a.postalCode),
      element("ram:LineOne", a.line1),
      element("ram:LineTwo", a.line2),
      element("ram:CityName", a.city),
      element("ram:CountryID", a.country),
    ),
    group("ram:URIUniversalCommunication", element("ram:URIID", p.electronicAddress, { schemeID: "EM" })),
    group("ram:SpecifiedTaxRegistration", element("ram:ID", p.vatId, { schemeID: "VA" })),
  );
}

function lineTax(vat: EinvoiceVatCategory): string {
  return group(
    "ram:ApplicableTradeTax",
    element("ram:TypeCode", "VAT"),
    element("ram:CategoryCode", vat.code),
    element("ram:RateApplicablePercent", vat.rate),
  );
}

/**
 * The model as a UN/CEFACT Cross Industry Invoice (D16B) in the Factur-X / ZUGFeRD EN 16931
 * profile: the XML inside a Factur-X PDF, and what XRechnung (CII flavour) receivers read.
 */
export function writeCii(model: EinvoiceModel): string {
  const t = model.totals;
  const pay = model.payment;
  const lines = model.lines
    .map((line) =>
      group(
        "ram:IncludedSupplyChainTradeLineItem",
        group("ram:AssociatedDocumentLineDocument", element("ram:LineID", line.id)),
        group("ram:SpecifiedTradeProduct", element("ram:Name", line.name), element("ram:Description", line.description)),
        group("ram:SpecifiedLineTradeAgreement", group("ram:NetPriceProductTradePrice", element("ram:ChargeAmount", line.price))),
        group("ram:SpecifiedLineTradeDelivery", element("ram:BilledQuantity", line.quantity, { unitCode: line.unitCode })),
        group(
          "ram:SpecifiedLineTradeSettlement",
          lineTax(line.vat),
          group("ram:SpecifiedTradeSettlementLineMonetarySummation", element("ram:LineTotalAmount", line.netAmount)),
        ),
      ),
    )
    .join("");
  const delivery =
    group("ram:ShipToTradeParty", group("ram:PostalTradeAddress", element("ram:CountryID", model.delivery.country))) +
    `<ram:ActualDeliverySupplyChainEvent>${date("ram:OccurrenceDateTime", model.delivery.date)}</ram:ActualDeliverySupplyChainEvent>`;
  const taxes = model.vatBreakdown
    .map((vat) =>
      group(
        "ram:ApplicableTradeTax",
        element("ram:CalculatedAmount", vat.taxAmount),
        element("ram:TypeCode", "VAT"),
        element("ram:ExemptionReason", vat.exemptionReason),
        element("ram:BasisAmount", vat.taxableAmount),
        element("ram:CategoryCode", vat.code),
        element("ram:ExemptionReasonCode", vat.exemptionCode),
        element("ram:RateApplicablePercent", vat.rate),
      ),
    )
    .join("");
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice ${NAMESPACES}>` +
    group(
      "rsm:ExchangedDocumentContext",
      group("ram:GuidelineSpecifiedDocumentContextParameter", element("ram:ID", FACTURX_EN16931_GUIDELINE)),
    ) +
    group(
      "rsm:ExchangedDocument",
      element("ram:ID", model.number),
      element("ram:TypeCode", model.typeCode),
      date("ram:IssueDateTime", model.issueDate),
      group("ram:IncludedNote", element("ram:Content", model.note)),
    ) +
    "<rsm:SupplyChainTradeTransaction>" +
    lines +
    group(
      "ram:ApplicableHeaderTradeAgreement",
      element("ram:BuyerReference", model.buyerReference),
      party("ram:SellerTradeParty", model.seller),
      party("ram:BuyerTradeParty", model.buyer),
    ) +
    `<ram:ApplicableHeaderTradeDelivery>${delivery}</ram:ApplicableHeaderTradeDelivery>` +
    group(
      "ram:ApplicableHeaderTradeSettlement",
      element("ram:PaymentReference", pay.remittanceInformation),
      element("ram:TaxCurrencyCode", model.vatAccounting?.currency ?? null),
      element("ram:InvoiceCurrencyCode", model.currency),
      // A credit note asks for no payment: no means of payment, no due date (issue #25).
      model.typeCode === "381"
        ? ""
        : group(
            "ram:SpecifiedTradeSettlementPaymentMeans",
            element("ram:TypeCode", pay.meansCode),
            pay.accountId
              ? group(
                  "ram:PayeePartyCreditorFinancialAccount",
                  pay.meansCode === "58" ? element("ram:IBANID", pay.accountId) : "",
                  element("ram:AccountName", pay.accountName),
                  pay.meansCode === "58" ? "" : element("ram:ProprietaryID", pay.accountId),
                )
              : "",
            group("ram:PayeeSpecifiedCreditorFinancialInstitution", element("ram:BICID", pay.bic)),
          ),
      taxes,
      group(
        "ram:SpecifiedTradePaymentTerms",
        element("ram:Description", pay.terms),
        model.dueDate ? date("ram:DueDateDateTime", model.dueDate) : "",
      ),
      group(
        "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
        element("ram:LineTotalAmount", t.lineTotal),
        element("ram:TaxBasisTotalAmount", t.taxExclusive),
        element("ram:TaxTotalAmount", t.taxTotal, { currencyID: model.currency }),
        model.vatAccounting
          ? element("ram:TaxTotalAmount", model.vatAccounting.taxTotal, { currencyID: model.vatAccounting.currency })
          : "",
        element("ram:GrandTotalAmount", t.taxInclusive),
        element("ram:DuePayableAmount", t.payable),
      ),
      // BG-3: the invoice a credit note corrects (BT-25, BT-26).
      model.precedingInvoice
        ? group(
            "ram:InvoiceReferencedDocument",
            element("ram:IssuerAssignedID", model.precedingInvoice.number),
            `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${model.precedingInvoice.issueDate.replaceAll("-", "")}</qdt:DateTimeString></ram:FormattedIssueDateTime>`,
          )
        : "",
    ) +
    "</rsm:SupplyChainTradeTransaction></rsm:CrossIndustryInvoice>\n"
  );
}
