import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail, startMailCatcher } from "../../../tests/support/mail";
import { sendMail } from "./index";

const link = "https://acme.example/reset-password?token=abc=def&x=1";

describe("sendMail", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "onsite-mail-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("without SMTP_URL writes the mail to <data folder>/outbox and the log", async () => {
    const result = await sendMail({ to: "ann@example.com", subject: "Réinitialiser", text: `Open ${link}\n` }, { ONSITE_DATA_DIR: dataDir });
    expect(result.via).toBe("outbox");
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8"));
    expect(mail.to).toBe("ann@example.com");
    expect(mail.subject).toBe("Réinitialiser");
    expect(mail.text).toContain(link);
  });

  it("with SMTP_URL sends it over SMTP", async () => {
    const catcher = await startMailCatcher();
    try {
      const result = await sendMail(
        { to: "bob@example.com", subject: "Hello", text: `Open ${link}`, html: "<p>Hi</p>" },
        { SMTP_URL: `smtp://127.0.0.1:${catcher.port}`, SMTP_FROM: "Acme <shop@acme.example>", ONSITE_DATA_DIR: dataDir },
      );
      expect(result.via).toBe("smtp");
      const mail = await catcher.next("bob@example.com");
      expect(mail.subject).toBe("Hello");
      expect(mail.text).toContain(link);
      expect(mail.raw).toMatch(/^From: Acme <shop@acme.example>/m);
    } finally {
      await catcher.stop();
    }
  });
});
