import type { Tx } from "../../platform/db/client.ts";

/**
 * The port onecard declares for attendance (a module it must not import): the card sign-ins it stores are handed
 * to the sink after the device's answer, in bulk, by the deriver (signin-derive.service.ts), inside the
 * transaction that marks them derived, so that a stored event reaches attendance once, even across a crash; a
 * linked card's stored sign-ins inside the transaction that links it. app.ts wires attendance's implementation
 * (recordCardSignins). A sink must take events of several schools and devices, in any order.
 */
export type CardSignin = { schoolId: number; studentId: number; at: Date; deviceId: number; eventId: string };
export type CardSigninResult = { eventId: string; result: "recorded" | "ignored"; reason?: string };
export type CardSigninSink = (tx: Tx, events: CardSignin[]) => Promise<CardSigninResult[]>;
