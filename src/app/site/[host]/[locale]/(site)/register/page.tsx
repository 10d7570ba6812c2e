import { RegisterForm } from "@/features/account/register-form";

export const dynamic = "force-static";

export default function RegisterPage() {
  return <RegisterForm />;
}
