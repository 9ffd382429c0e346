/** A Swedish VAT-registered company as signup data: the supplier of the e-invoice and payment-reference tests. */
export const SWEDISH_SUPPLIER = {
  businessType: "business",
  company: "Svensk Konsult AB",
  country: "SE",
  vatRegistered: true,
  vatNumber: "SE556036079301",
  organizationNumber: "556036-0793",
  address: "Drottninggatan 1",
  city: "Stockholm",
  postalCode: "111 51",
};
