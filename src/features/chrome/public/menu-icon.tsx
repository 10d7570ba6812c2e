import { createElement } from "react";
import {
  BookOpen, Briefcase, Building2, Calendar, Car, FileText, GraduationCap, Heart, Home, Info, Mail, Map as MapIcon, MessageCircle,
  Newspaper, Phone, Scale, Settings, ShoppingBag, ShoppingCart, Star, Stethoscope, Truck, Users, Wrench, type LucideIcon,
} from "lucide-react";

/** Icon names a menu item may carry (lucide names, react-icons style names reduced to their words); anything else is a map (spec §2.3). */
const ICONS: Record<string, LucideIcon> = {
  book: BookOpen, bookopen: BookOpen, briefcase: Briefcase, building: Building2, calendar: Calendar, car: Car,
  file: FileText, filetext: FileText, graduation: GraduationCap, graduationcap: GraduationCap, heart: Heart, home: Home,
  house: Home, info: Info, mail: Mail, envelope: Mail, message: MessageCircle, newspaper: Newspaper, news: Newspaper,
  phone: Phone, scale: Scale, settings: Settings, cog: Settings, shop: ShoppingBag, shoppingbag: ShoppingBag,
  cart: ShoppingCart, shoppingcart: ShoppingCart, star: Star, stethoscope: Stethoscope, truck: Truck, users: Users,
  user: Users, wrench: Wrench, tools: Wrench, map: MapIcon,
};

/** `FaPhone`, `phone`, `MdHome`, `shopping-cart` → the lucide icon; unknown or missing → Map. */
export function iconFor(name: string | null): LucideIcon {
  if (!name) return MapIcon;
  const key = name.replace(/^(fa|md|io|bi|ai|hi|fi|ri|bs|lu|gi|tb)(?=[A-Z])/, "").replace(/[^a-z]/gi, "").toLowerCase();
  return ICONS[key] ?? ICONS[key.replace(/s$/, "")] ?? MapIcon;
}

export function MenuIcon({ name, className = "size-4" }: { name: string | null; className?: string }) {
  return createElement(iconFor(name), { "aria-hidden": true, className });
}
