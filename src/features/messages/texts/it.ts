import type { MessagesTexts } from "./en";

const it: MessagesTexts = {
  contactForm: "Modulo di contatto",
  contactDetails: "Recapiti",
  name: "Nome",
  email: "E-mail",
  phone: "Telefono (facoltativo)",
  message: "Messaggio",
  required: "obbligatorio",
  about: "Oggetto: {title}",
  send: "Invia messaggio",
  sending: "Invio in corso...",
  sent: "Grazie! Il tuo messaggio è stato inviato.",
  sentDetail: "Ti risponderemo il prima possibile.",
  sendAnother: "Invia un altro messaggio",
  nameRequired: "Il nome è obbligatorio",
  emailRequired: "L'e-mail è obbligatoria",
  emailInvalid: "Inserisci un indirizzo e-mail valido",
  phoneInvalid: "Inserisci un numero di telefono valido",
  messageRequired: "Il messaggio è obbligatorio",
  listingGone: "Questo immobile non è più disponibile",
  planGone: "Un piano nel tuo carrello non è più disponibile. Controlla il carrello.",
  tooMany: "Troppe richieste. Attendi un momento e riprova.",
  fixErrors: "Correggi gli errori qui sotto e riprova.",
  networkError: "Errore di rete. Controlla la connessione e riprova.",
  serverError: "Errore del server. Riprova più tardi.",
};
export default it;
