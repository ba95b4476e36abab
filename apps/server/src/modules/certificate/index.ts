export { certificateFileReaders } from "./certificate.file-readers.ts";
export { passportCertificates } from "./certificate-passport.ts";
