export const statsTags = ["Statistics"];
