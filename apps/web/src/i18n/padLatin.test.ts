import { describe, expect, it } from "vitest";
import { padLatin } from "./padLatin.ts";

describe("padLatin", () => {
  it("spaces a Latin name inside Chinese text, on the sides where it is Latin", () => {
    expect(`使用${padLatin("School SSO", "zh-CN")}登录`).toBe("使用 School SSO 登录");
    expect(`使用${padLatin("企业微信", "zh-CN")}登录`).toBe("使用企业微信登录");
    expect(`使用${padLatin("钉钉 DingTalk", "zh-CN")}登录`).toBe("使用钉钉 DingTalk 登录");
  });

  it("leaves other languages alone", () => {
    expect(padLatin("School SSO", "en-US")).toBe("School SSO");
  });
});
