import { SessionKey } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../test/fetchMock.ts";
import { testSession } from "../test/session.ts";
import { get } from "./request.ts";
import { clearVisitorToken, ensureVisitorToken } from "./visitorToken.ts";

const issue = (token: string) =>
  okEnvelope({ token, expiresIn: 7200, user: { id: 1, roleType: "visitor", schoolId: 12, areaId: 1 } });

describe("visitor tokens in the browser", () => {
  it("asks once, keeps the token while it is fresh, and renews it near its end", async () => {
    let n = 0;
    const { calls } = mockFetch(() => ({ body: issue(`v.12.token${++n}`) }));
    let clock = 1_000_000;
    const now = () => clock;
    expect(await ensureVisitorToken(12, now)).toBe("v.12.token1");
    expect(await ensureVisitorToken(12, now)).toBe("v.12.token1");
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0].body).get("schoolId")).toBe("12");
    clock += 7200_000 - 60_000;
    expect(await ensureVisitorToken(12, now)).toBe("v.12.token2");
    expect(await ensureVisitorToken(13, now)).toBe("v.12.token3");
    clearVisitorToken();
    expect(testSession.get(SessionKey.visitorToken)).toBeNull();
  });

  it("sends the visitor token only while nobody is signed in", async () => {
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    testSession.set(SessionKey.visitorToken, "v.12.visitor");
    await get("/auth/visitor/userInfo");
    expect(calls[0].headers.get("Authorization")).toBe("Bearer v.12.visitor");
    testSession.set(SessionKey.token, "12.user");
    await get("/auth/visitor/userInfo");
    expect(calls[1].headers.get("Authorization")).toBe("Bearer 12.user");
  });
});
