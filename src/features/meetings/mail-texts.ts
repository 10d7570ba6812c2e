import { de, enGB, es, fr, it, ja, pl, pt, ru, zhCN, type Locale as DateLocale } from "date-fns/locale";
import { UI_LOCALES, type UiLocale } from "@/platform/i18n/locales";

/**
 * The customer's booking mails (booked, cancelled) in the ten UI languages, kept here
 * on the server like the sign-up mail's (platform/auth/confirm-mail-texts.ts): the UI
 * catalog goes to every visitor's browser. `{placeholders}` are filled by fill();
 * `date` is a date-fns pattern (no placeholders) for the meeting's day.
 */
export type BookingMailText = {
  bookedSubject: string;
  cancelledSubject: string;
  hello: string;
  /** The greeting without a name: for an address nobody confirmed, the mail carries only the site's own text. */
  helloAnyone: string;
  booked: string;
  when: string;
  type: string;
  notes: string;
  addToCalendar: string;
  cancelHint: string;
  cancelled: string;
  removeFromCalendar: string;
  date: string;
};

export const BOOKING_MAIL: Record<UiLocale, BookingMailText> = {
  en: {
    bookedSubject: "Your meeting with {site}: {when}",
    cancelledSubject: "Cancelled: {type} on {when}",
    hello: "Hello {name},",
    helloAnyone: "Hello,",
    booked: 'Your meeting "{title}" with {site} is booked.',
    when: "When: {when}",
    type: "Meeting type: {type}",
    notes: "Your notes: {notes}",
    addToCalendar: "The attached calendar file adds it to your calendar.",
    cancelHint: "To cancel it, open this link: {link}",
    cancelled: 'Your meeting "{title}" with {site} on {when} is cancelled.',
    removeFromCalendar: "The attached calendar file removes it from your calendar.",
    date: "EEEE, d MMMM yyyy",
  },
  es: {
    bookedSubject: "Su cita con {site}: {when}",
    cancelledSubject: "Cancelada: {type} el {when}",
    hello: "Hola, {name}:",
    helloAnyone: "Hola:",
    booked: "Su cita «{title}» con {site} está reservada.",
    when: "Cuándo: {when}",
    type: "Tipo de cita: {type}",
    notes: "Sus notas: {notes}",
    addToCalendar: "El archivo de calendario adjunto la añade a su calendario.",
    cancelHint: "Para cancelarla, abra este enlace: {link}",
    cancelled: "Su cita «{title}» con {site} el {when} ha sido cancelada.",
    removeFromCalendar: "El archivo de calendario adjunto la elimina de su calendario.",
    date: "EEEE, d 'de' MMMM 'de' yyyy",
  },
  fr: {
    bookedSubject: "Votre rendez-vous avec {site} : {when}",
    cancelledSubject: "Annulé : {type} le {when}",
    hello: "Bonjour {name},",
    helloAnyone: "Bonjour,",
    booked: "Votre rendez-vous « {title} » avec {site} est confirmé.",
    when: "Quand : {when}",
    type: "Type de rendez-vous : {type}",
    notes: "Vos remarques : {notes}",
    addToCalendar: "Le fichier de calendrier joint l'ajoute à votre agenda.",
    cancelHint: "Pour l'annuler, ouvrez ce lien : {link}",
    cancelled: "Votre rendez-vous « {title} » avec {site} le {when} est annulé.",
    removeFromCalendar: "Le fichier de calendrier joint le retire de votre agenda.",
    date: "EEEE d MMMM yyyy",
  },
  de: {
    bookedSubject: "Ihr Termin mit {site}: {when}",
    cancelledSubject: "Abgesagt: {type} am {when}",
    hello: "Guten Tag {name},",
    helloAnyone: "Guten Tag,",
    booked: "Ihr Termin „{title}“ mit {site} ist gebucht.",
    when: "Wann: {when}",
    type: "Terminart: {type}",
    notes: "Ihre Anmerkungen: {notes}",
    addToCalendar: "Mit der angehängten Kalenderdatei können Sie ihn in Ihren Kalender übernehmen.",
    cancelHint: "Um ihn abzusagen, öffnen Sie diesen Link: {link}",
    cancelled: "Ihr Termin „{title}“ mit {site} am {when} ist abgesagt.",
    removeFromCalendar: "Die angehängte Kalenderdatei entfernt ihn aus Ihrem Kalender.",
    date: "EEEE, d. MMMM yyyy",
  },
  ru: {
    bookedSubject: "Ваша встреча с {site}: {when}",
    cancelledSubject: "Отменено: {type}, {when}",
    hello: "Здравствуйте, {name}!",
    helloAnyone: "Здравствуйте!",
    booked: "Ваша встреча «{title}» с {site} забронирована.",
    when: "Когда: {when}",
    type: "Тип встречи: {type}",
    notes: "Ваши заметки: {notes}",
    addToCalendar: "Прикреплённый файл календаря добавит встречу в Ваш календарь.",
    cancelHint: "Чтобы отменить встречу, откройте эту ссылку: {link}",
    cancelled: "Ваша встреча «{title}» с {site} ({when}) отменена.",
    removeFromCalendar: "Прикреплённый файл календаря удалит встречу из Вашего календаря.",
    date: "EEEE, d MMMM yyyy 'г.'",
  },
  pt: {
    bookedSubject: "Sua reunião com {site}: {when}",
    cancelledSubject: "Cancelada: {type} em {when}",
    hello: "Olá, {name},",
    helloAnyone: "Olá,",
    booked: "Sua reunião “{title}” com {site} está agendada.",
    when: "Quando: {when}",
    type: "Tipo de reunião: {type}",
    notes: "Suas observações: {notes}",
    addToCalendar: "O arquivo de calendário anexo a adiciona à sua agenda.",
    cancelHint: "Para cancelá-la, abra este link: {link}",
    cancelled: "Sua reunião “{title}” com {site} em {when} foi cancelada.",
    removeFromCalendar: "O arquivo de calendário anexo a remove da sua agenda.",
    date: "EEEE, d 'de' MMMM 'de' yyyy",
  },
  it: {
    bookedSubject: "Il Suo appuntamento con {site}: {when}",
    cancelledSubject: "Annullato: {type} del {when}",
    hello: "Gentile {name},",
    helloAnyone: "Buongiorno,",
    booked: "il Suo appuntamento «{title}» con {site} è prenotato.",
    when: "Quando: {when}",
    type: "Tipo di appuntamento: {type}",
    notes: "Le Sue note: {notes}",
    addToCalendar: "Il file di calendario allegato lo aggiunge al Suo calendario.",
    cancelHint: "Per annullarlo, apra questo link: {link}",
    cancelled: "il Suo appuntamento «{title}» con {site} del {when} è stato annullato.",
    removeFromCalendar: "Il file di calendario allegato lo rimuove dal Suo calendario.",
    date: "EEEE d MMMM yyyy",
  },
  pl: {
    bookedSubject: "Państwa spotkanie z {site}: {when}",
    cancelledSubject: "Odwołane: {type}, {when}",
    hello: "Dzień dobry, {name},",
    helloAnyone: "Dzień dobry,",
    booked: "Państwa spotkanie „{title}” z {site} zostało zarezerwowane.",
    when: "Termin: {when}",
    type: "Rodzaj spotkania: {type}",
    notes: "Państwa uwagi: {notes}",
    addToCalendar: "Załączony plik kalendarza doda je do Państwa kalendarza.",
    cancelHint: "Aby je odwołać, proszę otworzyć ten link: {link}",
    cancelled: "Państwa spotkanie „{title}” z {site} ({when}) zostało odwołane.",
    removeFromCalendar: "Załączony plik kalendarza usunie je z Państwa kalendarza.",
    date: "EEEE, d MMMM yyyy",
  },
  ja: {
    bookedSubject: "{site} とのご予約：{when}",
    cancelledSubject: "キャンセル済み：{type}（{when}）",
    hello: "{name} 様",
    helloAnyone: "こんにちは。",
    booked: "{site} との「{title}」のご予約が確定しました。",
    when: "日時：{when}",
    type: "ミーティングの種類：{type}",
    notes: "ご記入いただいたメモ：{notes}",
    addToCalendar: "添付のカレンダーファイルから、ご予定をカレンダーに追加できます。",
    cancelHint: "キャンセルされる場合は、次のリンクを開いてください：{link}",
    cancelled: "{when} の {site} との「{title}」のご予約はキャンセルされました。",
    removeFromCalendar: "添付のカレンダーファイルで、ご予定がカレンダーから削除されます。",
    date: "yyyy年M月d日（EEEE）",
  },
  zh: {
    bookedSubject: "您与 {site} 的会议：{when}",
    cancelledSubject: "已取消：{type}（{when}）",
    hello: "{name}，您好：",
    helloAnyone: "您好：",
    booked: "您与 {site} 的会议“{title}”已预约成功。",
    when: "时间：{when}",
    type: "会议类型：{type}",
    notes: "您的备注：{notes}",
    addToCalendar: "附件中的日历文件可将其添加到您的日历。",
    cancelHint: "如需取消，请打开此链接：{link}",
    cancelled: "您与 {site} 于 {when} 的会议“{title}”已取消。",
    removeFromCalendar: "附件中的日历文件会将其从您的日历中移除。",
    date: "yyyy年M月d日 EEEE",
  },
};

/** date-fns' locale of each UI language (British English: "Sunday, 29 March 2026"). */
export const DATE_LOCALES: Record<UiLocale, DateLocale> = { en: enGB, es, fr, de, ru, pt, it, pl, ja, zh: zhCN };

/** A UI language for a locale tag: "de", "pt-BR", "zh_CN" → de, pt, zh; anything else → undefined. */
export function uiLocaleOf(tag: string | null | undefined): UiLocale | undefined {
  const base = (tag ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return (UI_LOCALES as readonly string[]).find((locale) => locale === base) as UiLocale | undefined;
}

/** The language of a booking's customer mail: the booking's locale, else the organization's language, else English. */
export function bookingMailLanguage(bookingLocale: string | null | undefined, organizationLanguage: string | null | undefined): UiLocale {
  return uiLocaleOf(bookingLocale) ?? uiLocaleOf(organizationLanguage) ?? "en";
}

/** The text with its `{name}` placeholders filled in. */
export function fill(text: string, values: Record<string, string | number>) {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
