import type { ChromeMessages } from "./en";

const zh: ChromeMessages = {
  mainMenu: "主菜单",
  homeLink: "{site}，首页",
  openMenu: "打开菜单",
  closeMenu: "关闭菜单",
  language: "语言",
  basket: "{count, plural, other {购物篮，# 件商品}}",
  profile: "个人资料",
  account: "账户",
  contact: "联系我们",
  logout: "退出登录",
  login: "登录",
  register: "注册",
  optionCount: "{count, plural, other {# 个选项}}",
  footerMenu: "页脚菜单",
  links: "链接",
  privacySettings: "隐私设置",
  privacyPolicy: "隐私政策",
  cookiePolicy: "Cookie 政策",
  copyright: "© {year} {site}。保留所有权利。",
  noMenuItems: "暂无菜单项",
  breadcrumb: "面包屑导航",
  home: "首页",
  productsTitle:
    "{type, select, immigration {签证服务} solicitor {法律服务} finance {金融服务} education {课程} job {招聘职位} beauty {美容项目} doctor {医疗服务} services {我们的服务} realestate {房产} construction {工程项目} software {软件} marketing {营销服务} consulting {咨询服务} automotive {车辆} hospitality {客房与优惠} retail {商店} healthcare {护理服务} transportation {运输服务} technology {解决方案} other {产品}}",
  blogTitle:
    "{type, select, immigration {移民资讯} solicitor {法律观点} finance {财经新闻} education {教育资讯} job {职场资讯} beauty {美容贴士} doctor {健康建议} services {新闻} realestate {房产资讯} construction {建筑资讯} software {产品更新} marketing {营销洞察} consulting {洞察} automotive {汽车资讯} hospitality {旅行资讯} retail {商店动态} healthcare {健康资讯} transportation {交通资讯} technology {科技资讯} other {博客}}",
};
export default zh;
