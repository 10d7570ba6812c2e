import type { BannersMessages } from "./en";

const zh: BannersMessages = {
  region: "公告",
  close: "关闭此公告",
  expand: "查看更多",
  collapse: "关闭",
  newTab: "（在新标签页中打开）",
  saleEnded: "促销已结束",
  countdown: "{days}天 {hours}小时 {minutes}分 {seconds}秒",
  countdownMinutes: "{days}天 {hours}小时 {minutes}分",
  endsIn: "{days}天{hours}小时{minutes}分钟后结束",
};

export default zh;
