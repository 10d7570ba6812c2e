import type { MessagesTexts } from "./en";

const pt: MessagesTexts = {
  contactForm: "Formulário de contacto",
  contactDetails: "Dados de contacto",
  name: "Nome",
  email: "E-mail",
  phone: "Telefone (opcional)",
  message: "Mensagem",
  required: "obrigatório",
  about: "Assunto: {title}",
  send: "Enviar mensagem",
  sending: "A enviar...",
  sent: "Obrigado! A sua mensagem foi enviada.",
  sentDetail: "Responderemos assim que possível.",
  sendAnother: "Enviar outra mensagem",
  nameRequired: "O nome é obrigatório",
  emailRequired: "O e-mail é obrigatório",
  emailInvalid: "Introduza um endereço de e-mail válido",
  phoneInvalid: "Introduza um número de telefone válido",
  messageRequired: "A mensagem é obrigatória",
  listingGone: "Este imóvel já não está disponível",
  planGone: "Um plano do seu cesto já não está disponível. Reveja o seu cesto.",
  tooMany: "Demasiados pedidos. Aguarde um momento e tente novamente.",
  fixErrors: "Corrija os erros abaixo e tente novamente.",
  networkError: "Erro de rede. Verifique a sua ligação e tente novamente.",
  serverError: "Erro do servidor. Tente novamente mais tarde.",
};
export default pt;
