import type { BusinessType, Currency, Language } from "@/lib/generated/prisma/client";
import type { ItemUnit } from "@/lib/invoices/item-units";

export type DemoCustomer = {
  customerType: BusinessType;
  name: string;
  email: string;
  phone?: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  vatNumber?: string;
  organizationNumber?: string;
  invoiceReference?: string;
};

export type DemoInvoice = {
  customerEmail: string;
  daysAgo: number;
  currency: Currency;
  language: Language;
  notes?: string;
  items: { description: string; quantity: number; unit?: ItemUnit; rate: string }[];
};

export type DemoUser = {
  email: string;
  password: string;
  isPro: boolean;
  profile: {
    username: string;
    company?: string;
    businessType: BusinessType;
    phone: string;
    address: string;
    city: string;
    postalCode: string;
    country: string;
    organizationNumber?: string;
    vatNumber?: string;
    website?: string;
    vatRegistered: boolean;
    defaultCurrency: Currency;
    defaultLanguage: Language;
    bankName: string;
    bankAccountNumber?: string;
    iban?: string;
    swiftCode?: string;
    routingNumber?: string;
    paypalEmail?: string;
  };
  customers: DemoCustomer[];
  invoices: DemoInvoice[];
};

/** Sign-in details are printed by the seed; these accounts exist for local development and tests. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: "free@demo.invoiceflow.test",
    password: "demo-free-123",
    isPro: false,
    profile: {
      username: "Alex Carter",
      businessType: "private",
      phone: "+1 415 555 0134",
      address: "742 Evergreen Terrace",
      city: "Portland",
      postalCode: "97201",
      country: "US",
      vatRegistered: false,
      defaultCurrency: "USD",
      defaultLanguage: "en",
      bankName: "First Federal Bank",
      bankAccountNumber: "000123456789",
      routingNumber: "021000021",
      paypalEmail: "alex.carter@demo.invoiceflow.test",
    },
    customers: [
      {
        customerType: "business",
        name: "Brightside Media LLC",
        email: "billing@brightside.test",
        phone: "+1 212 555 0199",
        address: "18 W 21st St",
        city: "New York",
        postalCode: "10010",
        country: "US",
        invoiceReference: "PO-4471",
      },
      {
        customerType: "private",
        name: "Emily Watson",
        email: "emily.watson@mail.test",
        address: "12 Baker Street",
        city: "London",
        postalCode: "NW1 6XE",
        country: "GB",
      },
    ],
    invoices: [
      {
        customerEmail: "billing@brightside.test",
        daysAgo: 0,
        currency: "USD",
        language: "en",
        notes: "Thank you for your business!",
        items: [
          { description: "Landing page design", quantity: 1, rate: "1200.00" },
          { description: "Revisions", quantity: 3, unit: "hour", rate: "65.50" },
        ],
      },
    ],
  },
  {
    email: "pro@demo.invoiceflow.test",
    password: "demo-pro-123",
    isPro: true,
    profile: {
      username: "Nordic Pixel AB",
      company: "Nordic Pixel AB",
      businessType: "business",
      phone: "+46 8 123 456 78",
      address: "Götgatan 14",
      city: "Stockholm",
      postalCode: "118 46",
      country: "SE",
      organizationNumber: "556677-8899",
      vatNumber: "SE556677889901",
      website: "https://nordicpixel.test",
      vatRegistered: true,
      defaultCurrency: "SEK",
      defaultLanguage: "sv",
      bankName: "Nordbanken",
      iban: "SE4550000000058398257466",
      swiftCode: "ESSESESS",
      paypalEmail: "billing@nordicpixel.test",
    },
    customers: [
      {
        customerType: "business",
        name: "Müller & Söhne GmbH",
        email: "rechnung@mueller-soehne.test",
        phone: "+49 30 1234567",
        address: "Friedrichstraße 123",
        city: "Berlin",
        postalCode: "10117",
        country: "DE",
        vatNumber: "DE136695976",
        organizationNumber: "HRB 12345",
        invoiceReference: "Bestellung 2026-118",
      },
      {
        customerType: "business",
        name: "Fjällräven Konsult AB",
        email: "faktura@fjallkonsult.test",
        address: "Drottninggatan 5",
        city: "Göteborg",
        postalCode: "411 14",
        country: "SE",
        vatNumber: "SE556036079301",
        organizationNumber: "556036-0793",
      },
      {
        customerType: "business",
        name: "Maple Leaf Studios Inc.",
        email: "ap@mapleleaf.test",
        address: "100 King St W",
        city: "Toronto",
        postalCode: "M5X 1A9",
        country: "CA",
      },
    ],
    invoices: [
      {
        customerEmail: "faktura@fjallkonsult.test",
        daysAgo: 40,
        currency: "SEK",
        language: "sv",
        items: [{ description: "Webbutveckling, oktober", quantity: 32, unit: "hour", rate: "950.00" }],
      },
      {
        customerEmail: "rechnung@mueller-soehne.test",
        daysAgo: 12,
        currency: "EUR",
        language: "de",
        notes: "Vielen Dank für Ihren Auftrag.",
        items: [
          { description: "UX-Workshop", quantity: 2, unit: "day", rate: "1450.00" },
          { description: "Prototyp in Figma", quantity: 1, rate: "890.00" },
        ],
      },
      {
        customerEmail: "ap@mapleleaf.test",
        daysAgo: 3,
        currency: "USD",
        language: "en",
        items: [{ description: "Brand identity package", quantity: 1, rate: "3400.00" }],
      },
    ],
  },
];
