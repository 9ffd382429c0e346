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
  // Issue #24 item 5 (newer than SPEC section 8's Swedish wording): the activation failure in the UI's language.
  activationFailedTitle: "Subscription not activated",
  activationFailed: "Your subscription could not be activated. Contact support and we'll help you.",
  paymentFailedTitle: "Payment Failed",
  portalFailed: "Kunde inte öppna betalningsportalen",
  cancelFailed: "Failed to cancel subscription",
  // What a customer can do when this server has no Stripe keys (issue #24 item 7); the API keeps the operator's wording.
  upgradeUnavailable: "Upgrading isn't available right now. Contact support to upgrade.",
} as const;
