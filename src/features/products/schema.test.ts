import { describe, expect, it } from "vitest";
import { pricingPlanItemSchema, productItemSchema } from "./schema";

describe("pricing plans", () => {
  it("keeps prices in whole cents", () => {
    expect(pricingPlanItemSchema.safeParse({ name: "Pro", price: 19.99 }).error?.issues[0]?.message).toBe("Price must be a whole number of cents");
    expect(pricingPlanItemSchema.parse({ name: "Pro", price: 1999 }).price).toBe(1999);
  });

  it("needs a promotion price below the price while the promotion is on", () => {
    const result = pricingPlanItemSchema.safeParse({ name: "Pro", price: 1999, is_promotion: true, promotion_price: 2999 });
    expect(result.error?.issues[0]).toMatchObject({ message: "The promotion price must be set and lower than the price", path: ["promotion_price"] });
    expect(pricingPlanItemSchema.safeParse({ name: "Pro", price: 1999, is_promotion: true, promotion_price: 999 }).success).toBe(true);
  });

  it("has a billing period of month, year or none", () => {
    expect(pricingPlanItemSchema.parse({ name: "Pro", price: 1999, billing_period: "month" }).billing_period).toBe("month");
    expect(pricingPlanItemSchema.parse({ name: "Pro", price: 1999, billing_period: null }).billing_period).toBeNull();
    expect(pricingPlanItemSchema.safeParse({ name: "Pro", price: 1999, billing_period: "week" }).error?.issues[0]?.message).toBe(
      "The billing period must be month, year or none",
    );
  });
});

describe("products", () => {
  it("needs a name and normalizes the slug", () => {
    expect(productItemSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe("Please enter a name");
    expect(productItemSchema.parse({ name: "Visa help", url_name: "Visa Help & More!" }).url_name).toBe("visa-help--more");
  });
});
