import type { MessagesTexts } from "./en";

const ja: MessagesTexts = {
  contactForm: "お問い合わせフォーム",
  contactDetails: "連絡先",
  name: "お名前",
  email: "メールアドレス",
  phone: "電話番号（任意）",
  message: "メッセージ",
  required: "必須",
  about: "件名：{title}",
  send: "メッセージを送信",
  sending: "送信中...",
  sent: "ありがとうございます。メッセージを送信しました。",
  sentDetail: "できるだけ早くご連絡いたします。",
  sendAnother: "別のメッセージを送信",
  nameRequired: "お名前を入力してください",
  emailRequired: "メールアドレスを入力してください",
  emailInvalid: "有効なメールアドレスを入力してください",
  phoneInvalid: "有効な電話番号を入力してください",
  messageRequired: "メッセージを入力してください",
  listingGone: "この物件は現在ご利用いただけません",
  planGone: "バスケット内のプランがご利用いただけなくなりました。バスケットをご確認ください。",
  tooMany: "リクエストが多すぎます。しばらく待ってからもう一度お試しください。",
  fixErrors: "以下のエラーを修正して、もう一度お試しください。",
  networkError: "ネットワークエラーです。接続を確認して、もう一度お試しください。",
  serverError: "サーバーエラーです。しばらくしてからもう一度お試しください。",
};
export default ja;
