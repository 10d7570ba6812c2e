import type { EmbedsMessages } from "./en";

const zh: EmbedsMessages = {
  video: "视频",
  label: "{service} 视频：{title}",
  notice: "此视频由 {service} 托管。加载后，{service} 可以设置 Cookie 并看到您的访问。",
  loadOnce: "仅加载一次",
  alwaysAllow: "始终允许",
  privacySettings: "隐私设置",
  frameTitle: "{title}（{service}）",
};

export default zh;
