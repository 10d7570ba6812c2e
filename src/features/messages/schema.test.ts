import { describe, expect, it } from "vitest";
import { messageSchema } from "./schema";

const issue = (body: unknown) => {
  const result = messageSchema.safeParse(body);
  if (result.success) return null;
  return { message: result.error.issues[0]!.message, field: result.error.issues[0]!.path.join(".") };
};

describe("messageSchema", () => {
  const contact = { kind: "contact", name: "Ann", email: "ann@example.com", message: "Hello" };

  it("takes a contact message, trimming and dropping control characters", () => {
    const parsed = messageSchema.parse({
      ...contact,
      name: "  Ann\n Lee ",
      phone: " +1 555 0100 ",
      message: " Hi\u0007\nthere ",
      page: "/contact",
      subject: { type: "listing", id: 3 },
    });
    expect(parsed).toMatchObject({
      kind: "contact",
      name: "Ann Lee",
      phone: "+1 555 0100",
      message: "Hi\nthere",
      page: "/contact",
      subject: { type: "listing", id: 3 },
    });
  });

  it("answers the spec's messages with the field, in the form's order", () => {
    expect(issue({ kind: "contact" })).toEqual({ message: "Name is required", field: "name" });
    expect(issue({ ...contact, name: "   " })).toEqual({ message: "Name is required", field: "name" });
    expect(issue({ ...contact, email: "" })).toEqual({ message: "Email is required", field: "email" });
    expect(issue({ ...contact, email: "ann@example" })).toEqual({ message: "Please enter a valid email address", field: "email" });
    expect(issue({ ...contact, email: 42 })).toEqual({ message: "Email is required", field: "email" });
    expect(issue({ ...contact, message: " " })).toEqual({ message: "Message is required", field: "message" });
    expect(issue({ ...contact, phone: "call me" })).toEqual({ message: "Please enter a valid phone number", field: "phone" });
    expect(issue({ ...contact, page: "https://evil.example/" })?.field).toBe("page");
    expect(issue({ ...contact, page: "//evil.example/" })?.field).toBe("page");
    expect(issue({ ...contact, subject: { type: "post", id: 1 } })?.field).toBe("subject.type");
    expect(issue({ ...contact, kind: "spam" })).toEqual({ message: 'kind must be "contact" or "quote".', field: "kind" });
    expect(issue({ name: "Ann" })?.message).toBe('kind must be "contact" or "quote".');
  });

  it("takes a quote with 1 to 50 lines of quantities 1 to 99, the message optional", () => {
    const quote = { kind: "quote", name: "Ann", email: "ann@example.com", lines: [{ plan_id: 1, quantity: 2 }] };
    expect(messageSchema.parse(quote)).toMatchObject({ message: "", lines: [{ plan_id: 1, quantity: 2 }] });
    expect(issue({ ...quote, lines: [] })).toEqual({ message: "Your basket is empty", field: "lines" });
    expect(issue({ ...quote, lines: undefined })).toEqual({ message: "Your basket is empty", field: "lines" });
    expect(issue({ ...quote, lines: Array.from({ length: 51 }, (_, i) => ({ plan_id: i + 1, quantity: 1 })) })).toEqual({
      message: "A quote request can hold at most 50 plans",
      field: "lines",
    });
    for (const quantity of [0, 100, 1.5, "2"])
      expect(issue({ ...quote, lines: [{ plan_id: 1, quantity }] })?.message).toBe("Quantity must be a whole number from 1 to 99");
    expect(issue({ ...quote, lines: [{ plan_id: -1, quantity: 1 }] })?.message).toBe("plan_id must be the id of a pricing plan");
  });
});
