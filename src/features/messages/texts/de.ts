import type { MessagesTexts } from "./en";

const de: MessagesTexts = {
  contactForm: "Kontaktformular",
  contactDetails: "Kontaktdaten",
  name: "Name",
  email: "E-Mail",
  phone: "Telefon (optional)",
  message: "Nachricht",
  required: "erforderlich",
  about: "Betreff: {title}",
  send: "Nachricht senden",
  sending: "Wird gesendet...",
  sent: "Vielen Dank! Ihre Nachricht wurde gesendet.",
  sentDetail: "Wir melden uns so bald wie möglich bei Ihnen.",
  sendAnother: "Weitere Nachricht senden",
  nameRequired: "Name ist erforderlich",
  emailRequired: "E-Mail ist erforderlich",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  phoneInvalid: "Bitte geben Sie eine gültige Telefonnummer ein",
  messageRequired: "Nachricht ist erforderlich",
  listingGone: "Dieses Objekt ist nicht mehr verfügbar",
  planGone: "Ein Tarif in Ihrem Warenkorb ist nicht mehr verfügbar. Bitte prüfen Sie Ihren Warenkorb.",
  tooMany: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  fixErrors: "Bitte korrigieren Sie die Fehler unten und versuchen Sie es erneut.",
  networkError: "Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
  serverError: "Serverfehler. Bitte versuchen Sie es später erneut.",
};
export default de;
