import type { MessagesTexts } from "./en";

const es: MessagesTexts = {
  contactForm: "Formulario de contacto",
  contactDetails: "Datos de contacto",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono (opcional)",
  message: "Mensaje",
  required: "obligatorio",
  about: "Asunto: {title}",
  send: "Enviar mensaje",
  sending: "Enviando...",
  sent: "¡Gracias! Tu mensaje se ha enviado.",
  sentDetail: "Te responderemos lo antes posible.",
  sendAnother: "Enviar otro mensaje",
  nameRequired: "El nombre es obligatorio",
  emailRequired: "El correo electrónico es obligatorio",
  emailInvalid: "Introduce una dirección de correo válida",
  phoneInvalid: "Introduce un número de teléfono válido",
  messageRequired: "El mensaje es obligatorio",
  listingGone: "Este inmueble ya no está disponible",
  planGone: "Un plan de tu cesta ya no está disponible. Revisa tu cesta.",
  tooMany: "Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.",
  fixErrors: "Corrige los errores indicados e inténtalo de nuevo.",
  networkError: "Error de red. Comprueba tu conexión e inténtalo de nuevo.",
  serverError: "Error del servidor. Inténtalo de nuevo más tarde.",
};
export default es;
