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

/** A Swedish business customer with a full address: the buyer of those tests. */
export const SWEDISH_BUSINESS = {
  customerType: "business",
  name: "Kund AB",
  email: "faktura@kund.example",
  country: "SE",
  organizationNumber: "202100-5489",
  address: "Storgatan 2",
  city: "Uppsala",
  postalCode: "753 20",
};
