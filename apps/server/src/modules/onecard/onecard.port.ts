import type { Tx } from "../../platform/db/client.ts";

/**
 * The port onecard declares for attendance (a module it must not import): the card sign-ins it stores are handed
 * to the sink inside the same transaction that stores them, so that an acknowledged event is in both places or
 * in neither. app.ts wires attendance's implementation (recordCardSignins).
 */
export type CardSignin = { schoolId: number; studentId: number; at: Date; deviceId: number; eventId: string };
export type CardSigninResult = { eventId: string; result: "recorded" | "ignored"; reason?: string };
export type CardSigninSink = (tx: Tx, events: CardSignin[]) => Promise<CardSigninResult[]>;
