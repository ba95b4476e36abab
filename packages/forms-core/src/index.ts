/**
 * @eos/forms-core: the form engine shared by the web filler, the API and Excel import, so they never disagree.
 * Pure TypeScript, no DOM, no server dependencies, no runtime dependencies.
 */
export const formsCoreVersion = "0.1.0";

// Auto numbers
export { type AutoNumberInput, autoNumberScope, formatAutoNumber } from "./autonumber/format.ts";
export {
  type AutoNumberFormat,
  type ParsedAutoNumberFormat,
  parseAutoNumberFormat,
} from "./autonumber/format-parse.ts";
export { cryptoRandom, type RandomSource } from "./autonumber/random.ts";
// Dates (SPEC 9)
export { type CalendarDate, parseDate, parseDateTime } from "./dates/calendar.ts";
export {
  COUNTDOWN_THRESHOLDS,
  countdownStage,
  formatCountdown,
  REMAINING_WINDOW_SECONDS,
  remainingTime,
} from "./dates/countdown.ts";
export { type DateRange, dateRange, RANGE_KINDS, type RangeKind } from "./dates/ranges.ts";
export { formatRelativeTime, type RelativeTime, relativeTime } from "./dates/relative.ts";
export {
  formatDate10,
  formatDateTime16,
  type Instant,
  isValidTimeZone,
  parseDateTime16,
  toDateTime16,
  zonedParts,
  zonedToday,
  zonedToInstant,
} from "./dates/zoned.ts";
// Formulas
export type { FormulaNode } from "./formula/ast.ts";
export { computeFormulas, formatFormulaResult } from "./formula/compute.ts";
export { type FormulaError, type FormulaErrorCode, formatFormulaError } from "./formula/errors.ts";
export { functionNames } from "./formula/functions.ts";
export { affectedFormulas, buildFormulaGraph, type FormulaGraph, formulaGraphOf } from "./formula/graph.ts";
export { type EvalContext, type EvalResult, evaluateFormula } from "./formula/interpreter.ts";
export { FORMULA_LIMITS, type ParsedFormula, parseFormula } from "./formula/parser.ts";
export type { FormulaValue } from "./formula/runtime.ts";
// Lint, then the validation messages
export { type LintCode, type LintProblem, lintForm } from "./lint/lint.ts";
export { lintMessage } from "./lint/messages.ts";
export {
  type ErrorDetail,
  pickLang,
  renderValidationErrors,
  renderValidationMessage,
} from "./messages/render.ts";
export { VALIDATION_MESSAGES } from "./messages/validation-messages.ts";
// Model
export {
  CONTROL_CODES,
  type ControlCode,
  isControlCode,
  isKnownCode,
  isSystemFieldCode,
  type KnownCode,
  LANGS,
  type Lang,
  LIMITS,
  SYSTEM_FIELD_CODES,
  type SystemFieldCode,
} from "./model/codes.ts";
export {
  type CompiledForm,
  compileForm,
  findItem,
  type ItemPlace,
  isGroupItem,
  valueChildren,
} from "./model/compile.ts";
export type {
  FieldStatus,
  FormItem,
  FormItemOf,
  FormOption,
  ItemId,
  UnknownFormItem,
  YesNo,
} from "./model/item.ts";
export { type ParsedForm, parseForm, parseFormItem, serializeFormItem } from "./model/parse.ts";
export type { ParseProblem, ParseProblemCode } from "./model/problems.ts";
export type { SettingsByCode } from "./model/settings.ts";
// Registry
export { displayValue, maskSensitive, truncateText } from "./registry/display.ts";
export {
  allControls,
  baseControlOf,
  type ControlSpec,
  controlName,
  getControl,
  lookupControl,
  specOf,
  systemFieldOf,
} from "./registry/registry.ts";
export { BUTTON_TYPES, type ButtonType, type Category, type ReadOnlyDisplay } from "./registry/table.ts";
export { type ReadValue, readValue, writeValue } from "./registry/values.ts";
// Field state, defaults, group records, quotas
export { type CustomFormPreset, readCustomForm } from "./state/custom-form.ts";
export {
  canAddRecord,
  clickLockMs,
  defaultOptionIds,
  initialGroupRecords,
  initialValue,
  nextRecordNum,
} from "./state/defaults.ts";
export {
  computeFieldState,
  computeFieldStates,
  type FillMode,
  itemState,
  type PermissionType,
  permissionState,
  type StateContext,
} from "./state/field-state.ts";
export { checkOptionQuotas, isOptionFull, optionRemaining, type QuotaInput } from "./state/quotas.ts";
export type { FieldState } from "./state/types.ts";
// Validation, then the value codecs
export type { ValidationError, ValidationErrorCode, ValidationParams } from "./validate/errors.ts";
export { idCheckChar, isValidIdCard } from "./validate/id-card.ts";
export { isAccountName, isEmail, isMobile, isPostcode } from "./validate/patterns.ts";
export { repeatCheckApplies } from "./validate/repeat.ts";
export type { IgnoredValue, SubmittedValue } from "./validate/submission.ts";
export {
  type AcceptedValue,
  type ValidateOptions,
  type ValidationResult,
  validateSubmission,
} from "./validate/validate.ts";
export { VALUE_CODECS, type ValueKind, type ValueOf } from "./values/encoding.ts";
