import type { RegisterField, RegisterValues } from '../utils/register-values.js';

/** What every registration step receives from the wizard. */
export type RegisterStepProps = {
  values: RegisterValues;
  onChange: (patch: Partial<RegisterValues>) => void;
  /** Fields the last Next/Create Account attempt found wrong. */
  invalid: ReadonlySet<RegisterField>;
  /** Id of the step's alert, for aria-describedby on the invalid boxes. */
  alertId: string;
};
