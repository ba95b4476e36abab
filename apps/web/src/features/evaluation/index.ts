// What other features and the shell may use of evaluation: its module (its pages), its console menu
// entries and its public parts. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export { BandTag } from "./BandTag.tsx";
export { AreaCertificatesCard } from "./certificates/AreaCertificatesCard.tsx";
export { CertificateSummaryCards } from "./certificates/CertificateSummaryCards.tsx";
export type { AwardQuery, CertificateQuery } from "./certificates/certificateApi.ts";
export {
  batchAward,
  certificateKeys,
  copyCertificate,
  deleteCertificate,
  deleteCertificates,
  deleteStamp,
  downloadAwardPdf,
  downloadAwardTemplate,
  downloadAwardZip,
  fetchAwards,
  fetchCertificates,
  fetchStamps,
  manualAward,
  revokeAwards,
  saveCertificate,
  saveStamp,
  setCertificateStates,
  setStampStatus,
  uploadAwardImport,
} from "./certificates/certificateApi.ts";
export {
  honourOptions,
  honourText,
  ruleText,
  stateColors,
  stateText,
} from "./certificates/certificateLabels.ts";
export { useCertificateWrite } from "./certificates/useCertificateWrite.ts";
export { EvaluationHeader } from "./EvaluationHeader.tsx";
export { evaluationKeys, fetchModel, fetchModels } from "./evaluationApi.ts";
export { indicatorPaths } from "./indicatorTree.ts";
export { evaluationMenu } from "./menu.ts";
export { evaluationModule } from "./module.ts";
export { errorText } from "./useEvalWrite.ts";
