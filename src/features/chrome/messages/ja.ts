import type { ChromeMessages } from "./en";

const ja: ChromeMessages = {
  mainMenu: "メインメニュー",
  homeLink: "{site}、ホームページ",
  openMenu: "メニューを開く",
  closeMenu: "メニューを閉じる",
  language: "言語",
  basket: "{count, plural, other {バスケット、# 点}}",
  profile: "プロフィール",
  account: "アカウント",
  contact: "お問い合わせ",
  logout: "ログアウト",
  login: "ログイン",
  register: "新規登録",
  optionCount: "{count, plural, other {# 件のオプション}}",
  footerMenu: "フッターメニュー",
  links: "リンク",
  privacySettings: "プライバシー設定",
  privacyPolicy: "プライバシーポリシー",
  cookiePolicy: "Cookie ポリシー",
  copyright: "© {year} {site}. All rights reserved.",
  noMenuItems: "メニュー項目がありません",
  breadcrumb: "パンくずリスト",
  home: "ホーム",
  productsTitle:
    "{type, select, immigration {ビザサービス} solicitor {法律サービス} finance {金融サービス} education {コース} job {求人情報} beauty {施術メニュー} doctor {診療案内} services {サービス} realestate {物件情報} construction {施工事例} software {ソフトウェア} marketing {マーケティングサービス} consulting {コンサルティング} automotive {車両} hospitality {客室とプラン} retail {ショップ} healthcare {ケアサービス} transportation {輸送サービス} technology {ソリューション} other {製品}}",
  blogTitle:
    "{type, select, immigration {移民ニュース} solicitor {法律コラム} finance {金融ニュース} education {教育ニュース} job {キャリアニュース} beauty {美容のヒント} doctor {健康アドバイス} services {ニュース} realestate {不動産ニュース} construction {建設ニュース} software {製品アップデート} marketing {マーケティングのヒント} consulting {インサイト} automotive {自動車ニュース} hospitality {旅行ニュース} retail {ショップニュース} healthcare {健康ニュース} transportation {交通ニュース} technology {テックニュース} other {ブログ}}",
};
export default ja;
