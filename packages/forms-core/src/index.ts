export const formsCoreVersion = "0.1.0";
