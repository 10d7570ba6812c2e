import type { EmbedsMessages } from "./en";

const ja: EmbedsMessages = {
  video: "動画",
  label: "{service} の動画：{title}",
  notice: "この動画は {service} でホストされています。読み込むと、{service} が Cookie を設定し、あなたの訪問を確認できるようになります。",
  loadOnce: "今回だけ読み込む",
  alwaysAllow: "常に許可",
  privacySettings: "プライバシー設定",
  frameTitle: "{title}（{service}）",
};

export default ja;
