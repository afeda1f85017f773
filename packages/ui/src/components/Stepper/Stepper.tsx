import { Icon } from '../Icon/Icon';
import { list, marker, step as stepClass, visuallyHidden } from './Stepper.css';

export interface StepperStep {
  id: string;
  label: string;
}

export type StepperStepState = 'complete' | 'current' | 'upcoming';

export interface StepperProps {
  steps: readonly StepperStep[];
  /** The step the user is on; steps before it are complete. */
  currentStepId: string;
  /** The list's name, e.g. the wizard's title. */
  'aria-label'?: string;
  /** Read after a completed step's label. */
  completeLabel?: string;
}

function stateOf(index: number, currentIndex: number): StepperStepState {
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/**
 * Progress through a wizard (the three-step company branding: basic information, branding,
 * confirmation). The current step has `aria-current="step"`; completed steps show a check and
 * say so to screen readers.
 *
 * Hooks: `[data-component="Stepper"]`, each step `[data-part="step"]` with
 * `[data-state="complete|current|upcoming"]`.
 */
export function Stepper({
  steps,
  currentStepId,
  'aria-label': ariaLabel = 'Progress',
  completeLabel = 'completed',
}: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStepId);
  return (
    <ol className={list} aria-label={ariaLabel} data-component="Stepper">
      {steps.map((step, index) => {
        const state = stateOf(index, currentIndex);
        return (
          <li
            key={step.id}
            className={stepClass({ state })}
            aria-current={state === 'current' ? 'step' : undefined}
            data-part="step"
            data-state={state}
          >
            <span className={marker({ state })} aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size="small" /> : index + 1}
            </span>
            <span>
              {step.label}
              {state === 'complete' ? (
                <span className={visuallyHidden}>{` (${completeLabel})`}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
