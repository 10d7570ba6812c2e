import type { UiLocale } from "../i18n/locales";

/**
 * The confirmation mail, in the ten UI languages (kept here, on the server: the UI
 * catalog goes to every visitor's browser). It greets no one by name: the name was
 * typed by whoever signed up, who may not be the address's owner.
 */
export type ConfirmMailText = { subject: string; hello: string; body: string; footer: string };

export const CONFIRM_MAIL: Record<UiLocale, ConfirmMailText> = {
  en: {
    subject: "Confirm your email for {site}",
    hello: "Hello,",
    body: "Someone signed up on {site} ({host}) with this email address. If it was you, open this link to confirm the address and choose your password:",
    footer:
      "The link works for {hours} hours. The password you choose replaces the one given at sign-up. If it was not you, ignore this mail: without this link no one can use the account.",
  },
  es: {
    subject: "Confirma tu correo para {site}",
    hello: "Hola:",
    body: "Alguien se registró en {site} ({host}) con esta dirección de correo. Si fuiste tú, abre este enlace para confirmar la dirección y elegir tu contraseña:",
    footer:
      "El enlace funciona durante {hours} horas. La contraseña que elijas sustituye a la indicada al registrarse. Si no fuiste tú, ignora este correo: sin este enlace nadie puede usar la cuenta.",
  },
  fr: {
    subject: "Confirmez votre e-mail pour {site}",
    hello: "Bonjour,",
    body: "Quelqu'un s'est inscrit sur {site} ({host}) avec cette adresse e-mail. Si c'était vous, ouvrez ce lien pour confirmer l'adresse et choisir votre mot de passe :",
    footer:
      "Le lien fonctionne pendant {hours} heures. Le mot de passe que vous choisissez remplace celui donné à l'inscription. Si ce n'était pas vous, ignorez ce message : sans ce lien, personne ne peut utiliser le compte.",
  },
  de: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für {site}",
    hello: "Hallo,",
    body: "Jemand hat sich auf {site} ({host}) mit dieser E-Mail-Adresse registriert. Wenn Sie es waren, öffnen Sie diesen Link, um die Adresse zu bestätigen und Ihr Passwort zu wählen:",
    footer:
      "Der Link gilt {hours} Stunden. Das gewählte Passwort ersetzt das bei der Registrierung angegebene. Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Ohne diesen Link kann niemand das Konto nutzen.",
  },
  ru: {
    subject: "Подтвердите адрес электронной почты для {site}",
    hello: "Здравствуйте!",
    body: "Кто-то зарегистрировался на {site} ({host}) с этим адресом электронной почты. Если это были вы, откройте ссылку, чтобы подтвердить адрес и выбрать пароль:",
    footer:
      "Ссылка действует {hours} часа. Выбранный пароль заменит пароль, указанный при регистрации. Если это были не вы, просто проигнорируйте письмо: без этой ссылки никто не сможет пользоваться аккаунтом.",
  },
  pt: {
    subject: "Confirme seu e-mail para {site}",
    hello: "Olá,",
    body: "Alguém se cadastrou em {site} ({host}) com este endereço de e-mail. Se foi você, abra este link para confirmar o endereço e escolher sua senha:",
    footer:
      "O link funciona por {hours} horas. A senha que você escolher substitui a informada no cadastro. Se não foi você, ignore este e-mail: sem este link ninguém pode usar a conta.",
  },
  it: {
    subject: "Conferma la tua email per {site}",
    hello: "Ciao,",
    body: "Qualcuno si è registrato su {site} ({host}) con questo indirizzo email. Se sei stato tu, apri questo link per confermare l'indirizzo e scegliere la tua password:",
    footer:
      "Il link funziona per {hours} ore. La password che scegli sostituisce quella indicata alla registrazione. Se non sei stato tu, ignora questa email: senza questo link nessuno può usare l'account.",
  },
  pl: {
    subject: "Potwierdź adres e-mail w {site}",
    hello: "Dzień dobry,",
    body: "Ktoś zarejestrował się w {site} ({host}) przy użyciu tego adresu e-mail. Jeśli to Ty, otwórz ten link, aby potwierdzić adres i wybrać hasło:",
    footer:
      "Link działa przez {hours} godziny. Wybrane hasło zastąpi hasło podane przy rejestracji. Jeśli to nie Ty, zignoruj tę wiadomość: bez tego linku nikt nie może korzystać z konta.",
  },
  ja: {
    subject: "{site} のメールアドレスを確認してください",
    hello: "こんにちは。",
    body: "どなたかがこのメールアドレスで {site}（{host}）に登録しました。ご本人の場合は、次のリンクを開いてアドレスを確認し、パスワードを設定してください：",
    footer:
      "リンクの有効期限は {hours} 時間です。設定したパスワードは登録時に入力されたパスワードに置き換わります。お心当たりがない場合は、このメールを無視してください。このリンクがなければ、誰もアカウントを使えません。",
  },
  zh: {
    subject: "确认您在 {site} 的邮箱地址",
    hello: "您好：",
    body: "有人使用此邮箱地址在 {site}（{host}）注册了账户。如果是您本人，请打开此链接确认地址并设置密码：",
    footer: "链接在 {hours} 小时内有效。您设置的密码将替换注册时填写的密码。如果不是您本人，请忽略此邮件：没有此链接，任何人都无法使用该账户。",
  },
};

/** The text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
