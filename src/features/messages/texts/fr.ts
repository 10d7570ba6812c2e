import type { MessagesTexts } from "./en";

const fr: MessagesTexts = {
  contactForm: "Formulaire de contact",
  contactDetails: "Coordonnées",
  name: "Nom",
  email: "E-mail",
  phone: "Téléphone (facultatif)",
  message: "Message",
  required: "obligatoire",
  about: "Objet : {title}",
  send: "Envoyer le message",
  sending: "Envoi...",
  sent: "Merci ! Votre message a été envoyé.",
  sentDetail: "Nous vous répondrons dès que possible.",
  sendAnother: "Envoyer un autre message",
  nameRequired: "Le nom est obligatoire",
  emailRequired: "L'e-mail est obligatoire",
  emailInvalid: "Veuillez saisir une adresse e-mail valide",
  phoneInvalid: "Veuillez saisir un numéro de téléphone valide",
  messageRequired: "Le message est obligatoire",
  listingGone: "Ce bien n'est plus disponible",
  planGone: "Une offre de votre panier n'est plus disponible. Veuillez vérifier votre panier.",
  tooMany: "Trop de demandes. Patientez un instant puis réessayez.",
  fixErrors: "Veuillez corriger les erreurs ci-dessous et réessayer.",
  networkError: "Erreur réseau. Vérifiez votre connexion et réessayez.",
  serverError: "Erreur du serveur. Veuillez réessayer plus tard.",
};
export default fr;
