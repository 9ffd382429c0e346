/**
 * The subscription flow's texts. SPEC section 8 gives some in Swedish and issue #13 keeps them so
 * (it is newer than ARCHITECTURE.md's "translated" note); the ones the spec only describes are
 * worded here and listed in docs/billing.md.
 */
export const BILLING_TEXTS = {
  activatedTitle: "Prenumeration aktiverad!",
  activatedText: "Du är nu uppgraderad till Pro!",
  createFailedTitle: "Prenumerationsfel",
  createFailedFallback: "Kunde inte skapa prenumeration",
  errorTitle: "Fel",
  noSecret: "Ingen betalningsnyckel mottogs från servern. Försök igen.",
  networkFailure: "Kunde inte initiera prenumerationen. Kontrollera din internetanslutning och försök igen.",
  activationFailed: "Din betalningsmetod har sparats, men prenumerationen kunde inte aktiveras. Kontakta supporten så hjälper vi dig.",
  paymentFailedTitle: "Payment Failed",
  portalFailed: "Kunde inte öppna betalningsportalen",
  cancelFailed: "Failed to cancel subscription",
  notConfigured: "Payments are not configured on this server.",
} as const;
