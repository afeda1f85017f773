import {
  Box,
  Button,
  FormActions,
  FormLayout,
  Loader,
  PageHeader,
  Stack,
  Stepper,
  Text,
} from '@staydesk/ui';
import { Suspense, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages, useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/form-resolver';
import type { LandlordOption } from '../api/landlords';
import { useCreateProperty } from '../api/properties';
import {
  blankPropertyForm,
  FORM_FIELDS,
  type PropertyFormInput,
  type PropertyFormOutput,
  propertyFormSchema,
  STEP_FIELDS,
  stepOfField,
  WIZARD_STEPS,
  type WizardStep,
} from '../api/property-form';
import { LandlordStep } from '../components/wizard/LandlordStep';
import {
  AddressStep,
  LayoutStep,
  PhotosStep,
  ReviewStep,
  TermsStep,
} from '../components/wizard/lazySteps';
import { propertiesMessages } from '../messages';

/**
 * properties/create: the six-step wizard (landlord; address; layout; terms and costs; photos;
 * review). One form holds every step, so nothing typed is lost going back and forth; "Next"
 * checks only the step's own fields; the review creates the property and opens
 * properties/success.
 */
export function PropertyCreateScreen() {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const [step, setStep] = useState<WizardStep>('landlord');
  const [landlord, setLandlord] = useState<LandlordOption | null>(null);
  const [stepInvalid, setStepInvalid] = useState(false);
  const form = useForm<PropertyFormInput, unknown, PropertyFormOutput>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: blankPropertyForm(),
    // Re-checked as fields change, never on blur: an error vanishing when focus leaves a field
    // moved the Next button between the press and the release, and the click was lost.
    mode: 'onChange',
  });
  const title = useWatch({ control: form.control, name: 'title' });
  const index = WIZARD_STEPS.indexOf(step);
  const go = (next: WizardStep) => {
    setStepInvalid(false);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const next = async () => {
    const valid = await form.trigger([...STEP_FIELDS[step]], { shouldFocus: true });
    setStepInvalid(!valid);
    const following = WIZARD_STEPS[index + 1];
    if (valid && following) go(following);
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const response = await create.trigger(values);
        void navigate(
          `${href('propertySuccess')}?propertyId=${encodeURIComponent(response.data.id)}`,
        );
      } catch (error) {
        if (
          applyServerFieldErrors(error, FORM_FIELDS, form.setError) &&
          error instanceof ApiError
        ) {
          const [first] = Object.keys(error.fields);
          if (first) go(stepOfField(first));
        }
      }
    },
    (errors) => {
      // A field of an earlier step is wrong (e.g. changed on its step, then left): show that step.
      const [first] = Object.keys(errors);
      if (first) go(stepOfField(first));
      setStepInvalid(true);
    },
  );

  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.wizard.title} />
        <Stepper
          aria-label={m.wizard.stepsLabel}
          steps={WIZARD_STEPS.map((id) => ({ id, label: m.wizard.steps[id] }))}
          currentStepId={step}
          completeLabel={m.wizard.completed}
        />
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 'review') void submit(event);
              else void next();
            }}
          >
            <FormLayout>
              <Suspense fallback={<Loader label={t.common.loading} />}>
                {step === 'landlord' ? (
                  <LandlordStep landlord={landlord} onLandlord={setLandlord} />
                ) : null}
                {step === 'address' ? <AddressStep /> : null}
                {step === 'layout' ? <LayoutStep /> : null}
                {step === 'terms' ? <TermsStep /> : null}
                {step === 'photos' ? <PhotosStep title={title} /> : null}
                {step === 'review' ? <ReviewStep landlord={landlord} onEdit={go} /> : null}
              </Suspense>
              {stepInvalid ? (
                <Text role="alert" tone="critical">
                  {m.wizard.stepErrors}
                </Text>
              ) : null}
              <FormActions
                secondary={
                  index === 0 ? (
                    <Button
                      variant="secondary"
                      onPress={() => void navigate(href('propertiesList'))}
                    >
                      {m.wizard.cancel}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onPress={() => {
                        const previous = WIZARD_STEPS[index - 1];
                        if (previous) go(previous);
                      }}
                    >
                      {m.wizard.back}
                    </Button>
                  )
                }
                primary={
                  <Button
                    type="submit"
                    isPending={create.isPending}
                    pendingLabel={t.common.loading}
                  >
                    {step === 'review' ? m.wizard.create : m.wizard.next}
                  </Button>
                }
              />
            </FormLayout>
          </form>
        </FormProvider>
      </Stack>
    </Box>
  );
}
