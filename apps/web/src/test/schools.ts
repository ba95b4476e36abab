import type { SchoolInfo } from "@eos/contracts";

export const primarySchool: SchoolInfo = {
  id: 12,
  name: "Demo Primary School",
  type: 0,
  areaid: 1,
  loginType: 0,
  domain: "primary.demo",
};

export const demoArea: SchoolInfo = {
  id: 1,
  name: "Demo District",
  type: 1,
  areaid: 1,
  loginType: 0,
  domain: "area.demo",
};
