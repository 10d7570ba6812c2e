import { SignInForm } from "@/features/account/sign-in-form";

export const dynamic = "force-static";

export default function LoginPage() {
  return <SignInForm />;
}
