import type { MessagesTexts } from "./en";

const pl: MessagesTexts = {
  contactForm: "Formularz kontaktowy",
  contactDetails: "Dane kontaktowe",
  name: "Imię i nazwisko",
  email: "E-mail",
  phone: "Telefon (opcjonalnie)",
  message: "Wiadomość",
  required: "wymagane",
  about: "Dotyczy: {title}",
  send: "Wyślij wiadomość",
  sending: "Wysyłanie...",
  sent: "Dziękujemy! Twoja wiadomość została wysłana.",
  sentDetail: "Odpowiemy najszybciej, jak to możliwe.",
  sendAnother: "Wyślij kolejną wiadomość",
  nameRequired: "Imię i nazwisko jest wymagane",
  emailRequired: "E-mail jest wymagany",
  emailInvalid: "Wpisz prawidłowy adres e-mail",
  phoneInvalid: "Wpisz prawidłowy numer telefonu",
  messageRequired: "Wiadomość jest wymagana",
  listingGone: "Ta oferta nie jest już dostępna",
  planGone: "Jeden z planów w koszyku nie jest już dostępny. Sprawdź koszyk.",
  tooMany: "Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.",
  fixErrors: "Popraw poniższe błędy i spróbuj ponownie.",
  networkError: "Błąd sieci. Sprawdź połączenie i spróbuj ponownie.",
  serverError: "Błąd serwera. Spróbuj ponownie później.",
};
export default pl;
