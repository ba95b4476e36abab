import type { MenuLabels } from "../../components/featureModule.ts";

/** The feature's menu entries' labels by key (the entries are the catalogue's, @eos/contracts menuCatalogue). */
export const attendanceMenu: MenuLabels = {
  attendance: "attendance.menu.mark",
  attendancePoints: "attendance.menu.points",
  attendanceCounts: "attendance.menu.counts",
  attendanceLeave: "attendance.menu.leave",
  attendanceChronic: "attendance.menu.chronic",
};
