import type { InvoiceLanguage } from "@/lib/money";

/**
 * What a payment reminder says beyond the invoice mail's own words (lib/email/strings.ts gives the
 * greeting, the labels, the public link's wording, the payment details, the reference and the
 * closing, so both mails name things alike). Polite on purpose: most late payers have simply forgotten. The fixed text holds no
 * HTML metacharacters: the HTML body passes escaped values into these functions, the text body raw ones.
 */
export type ReminderMailStrings = {
  subject: (number: string, supplier: string) => string;
  intro: (number: string, supplier: string, daysOverdue: number) => string;
  daysOverdue: string;
  alreadyPaid: string;
};

export const REMINDER_MAIL_STRINGS: Record<InvoiceLanguage, ReminderMailStrings> = {
  en: {
    subject: (number, supplier) => `Payment reminder: invoice ${number} from ${supplier}`,
    intro: (number, supplier, days) =>
      `This is a friendly reminder that invoice ${number} from ${supplier} is now ${days} ${days === 1 ? "day" : "days"} past its due date. The invoice is attached again as a PDF.`,
    daysOverdue: "Days overdue",
    alreadyPaid: "If you have already paid, thank you, and please disregard this reminder.",
  },
  sv: {
    subject: (number, supplier) => `Betalningspåminnelse: faktura ${number} från ${supplier}`,
    intro: (number, supplier, days) =>
      `Vi vill vänligen påminna om att faktura ${number} från ${supplier} förföll till betalning för ${days} ${days === 1 ? "dag" : "dagar"} sedan. Fakturan finns bifogad igen som PDF.`,
    daysOverdue: "Dagar efter förfallodatum",
    alreadyPaid: "Har du redan betalat? Tack, då kan du bortse från den här påminnelsen.",
  },
  de: {
    subject: (number, supplier) => `Zahlungserinnerung: Rechnung ${number} von ${supplier}`,
    // German letters continue in lower case after the comma of the salutation.
    intro: (number, supplier, days) =>
      `wir möchten Sie freundlich daran erinnern, dass die Rechnung ${number} von ${supplier} seit ${days} ${days === 1 ? "Tag" : "Tagen"} fällig ist. Die Rechnung finden Sie erneut als PDF im Anhang.`,
    daysOverdue: "Tage überfällig",
    alreadyPaid:
      "Sollten Sie die Zahlung bereits veranlasst haben, danken wir Ihnen und bitten Sie, diese Erinnerung als gegenstandslos zu betrachten.",
  },
};

export function reminderMailStrings(language: string): ReminderMailStrings {
  return REMINDER_MAIL_STRINGS[language as InvoiceLanguage] ?? REMINDER_MAIL_STRINGS.en;
}
