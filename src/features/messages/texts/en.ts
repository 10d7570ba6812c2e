/** The contact form's and quote request's texts (ICU messages), under `messages` in the catalog. */
const en = {
  contactForm: "Contact form",
  contactDetails: "Contact details",
  name: "Name",
  email: "Email",
  phone: "Phone (optional)",
  message: "Message",
  required: "required",
  about: "About: {title}",
  send: "Send message",
  sending: "Sending...",
  sent: "Thank you! Your message has been sent.",
  sentDetail: "We will get back to you as soon as we can.",
  sendAnother: "Send another message",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  listingGone: "This listing is no longer available",
  planGone: "A plan in your basket is no longer available. Please review your basket.",
  tooMany: "Too many requests. Please wait a moment and try again.",
  fixErrors: "Please correct the errors below and try again.",
  networkError: "Network error. Please check your connection and try again.",
  serverError: "Server error. Please try again later.",
};

export type MessagesTexts = typeof en;
export default en;
