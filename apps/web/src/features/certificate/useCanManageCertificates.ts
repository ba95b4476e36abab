import { usePermissions } from "../../api/usePermissions.ts";

/** Managers: administrators and holders of evaluation.certificates or evaluation.manage (as the server checks). */
export function useCanManageCertificates(): boolean {
  const { isAdmin, can } = usePermissions();
  return isAdmin || can("evaluation.certificates") || can("evaluation.manage");
}
