import type { MessagesTexts } from "./en";

const zh: MessagesTexts = {
  contactForm: "联系表单",
  contactDetails: "联系方式",
  name: "姓名",
  email: "电子邮件",
  phone: "电话（选填）",
  message: "留言",
  required: "必填",
  about: "关于：{title}",
  send: "发送留言",
  sending: "正在发送...",
  sent: "谢谢！您的留言已发送。",
  sentDetail: "我们会尽快回复您。",
  sendAnother: "再发送一条留言",
  nameRequired: "请填写姓名",
  emailRequired: "请填写电子邮件",
  emailInvalid: "请输入有效的电子邮件地址",
  phoneInvalid: "请输入有效的电话号码",
  messageRequired: "请填写留言",
  listingGone: "该房源已不再提供",
  planGone: "购物篮中的某个方案已不再提供，请检查您的购物篮。",
  tooMany: "请求过多，请稍候再试。",
  fixErrors: "请更正以下错误后重试。",
  networkError: "网络错误。请检查您的网络连接后重试。",
  serverError: "服务器错误。请稍后重试。",
};
export default zh;
