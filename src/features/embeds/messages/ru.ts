import type { EmbedsMessages } from "./en";

const ru: EmbedsMessages = {
  video: "Видео",
  label: "Видео {service}: {title}",
  notice: "Это видео размещено на {service}. Если загрузить его, {service} сможет установить файлы cookie и увидеть ваш визит.",
  loadOnce: "Загрузить один раз",
  alwaysAllow: "Всегда разрешать",
  privacySettings: "Настройки конфиденциальности",
  frameTitle: "{title} ({service})",
};

export default ru;
