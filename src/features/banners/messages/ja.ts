import type { BannersMessages } from "./en";

const ja: BannersMessages = {
  region: "お知らせ",
  close: "このお知らせを閉じる",
  expand: "詳しく見る",
  collapse: "閉じる",
  newTab: "（新しいタブで開きます）",
  saleEnded: "セール終了",
  countdown: "{days}日 {hours}時間 {minutes}分 {seconds}秒",
  countdownMinutes: "{days}日 {hours}時間 {minutes}分",
  endsIn: "終了まであと{days}日{hours}時間{minutes}分",
};

export default ja;
