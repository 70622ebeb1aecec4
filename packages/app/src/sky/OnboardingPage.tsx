import { type Profile, updateProfileMutationOptions } from '@app/contract';
import { BirthDataForm, ButtonLink, Card } from '@app/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { apiClient } from '../app/api';
import { loadSky } from './loadSky';
import { skyPageMessages as messages } from './messages';
import { draftOf, lastOnboardingStep, stepToShow, stepUpdate } from './onboardingSave';
import { CentredLoader, SkyPage, WithProfile } from './SkyPageParts';
import * as styles from './skyPages.css';

/**
 * `/onboarding/:step?`: name, birth date, optional birth time, birth place (offline city list) and
 * domains of interest, saved to the profile after each step; resumable at any step (the address's
 * step, else the profile's), skippable.
 */
export function OnboardingPage() {
  return (
    <SkyPage title={messages.titles.onboarding} lead={messages.onboarding.lead}>
      <WithProfile loggedOut={<LoggedOut />}>
        {(profile) => (
          <Suspense fallback={<CentredLoader label={messages.loadingSky} />}>
            <Onboarding profile={profile} />
          </Suspense>
        )}
      </WithProfile>
    </SkyPage>
  );
}

function LoggedOut() {
  return (
    <Card>
      <p className={styles.text}>{messages.onboarding.loggedOut}</p>
      <div>
        <ButtonLink variant="primary" href="/auth">
          {messages.onboarding.logIn}
        </ButtonLink>
      </div>
    </Card>
  );
}

function Onboarding({ profile }: { profile: Profile }) {
  const { cities } = use(loadSky());
  const params = useParams({ strict: false }) as { step?: string };
  const navigate = useNavigate();
  const save = useMutation(updateProfileMutationOptions(apiClient));
  const step = stepToShow(params.step, profile);
  const goTo = (next: number) => navigate({ to: '/onboarding/{-$step}', params: { step: String(next) } });

  return (
    <BirthDataForm
      step={step}
      // The draft lives in the form from here on; a refetched profile must not reset what is typed.
      defaultValue={draftOf(profile)}
      cities={cities}
      onSubmitStep={async (index, draft) => {
        await save.mutateAsync(stepUpdate(index, draft));
        if (index >= lastOnboardingStep) await navigate({ to: '/' });
        else await goTo(index + 1);
      }}
      onBack={(previous) => void goTo(previous)}
      headingLevel={2}
      onSkip={async () => {
        // Skipping must never trap anyone here: go on even when the server did not take it.
        await save.mutateAsync({ onboardingStatus: 'skipped', onboardingStep: step }).catch(() => undefined);
        await navigate({ to: '/' });
      }}
    />
  );
}
