import type { BannersMessages } from "./en";

const ru: BannersMessages = {
  region: "Объявление",
  close: "Закрыть это объявление",
  expand: "Подробнее",
  collapse: "Закрыть",
  newTab: "(откроется в новой вкладке)",
  saleEnded: "Распродажа окончена",
  countdown: "{days} д {hours} ч {minutes} мин {seconds} с",
  countdownMinutes: "{days} д {hours} ч {minutes} мин",
  endsIn:
    "Закончится через {days, plural, one {# день} few {# дня} many {# дней} other {# дня}}, {hours, plural, one {# час} few {# часа} many {# часов} other {# часа}} и {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}",
};

export default ru;
