import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  List,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '#common/account-security.ts';
import type { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';
import type { OperationDone } from '../operation-form.ts';
import { WRAPPING_LABEL } from '../../components/wrapping-label.ts';
import { SecretDialog } from '../profile/secret-dialog.tsx';
import { useActionFetcher } from '../use-action-fetcher.ts';

// Two-factor sign-in with an authenticator app: a QR code and the same secret to type, a code to
// confirm it, then ten recovery codes shown this once. Turning it off asks for the password.

type StartTwoFactor = typeof accountSecurityOperations.startTwoFactor;
type ConfirmTwoFactor = typeof accountSecurityOperations.confirmTwoFactor;
type DisableTwoFactor = typeof accountSecurityOperations.disableTwoFactor;

const SECRET_LABEL = 'Clé à saisir dans l’application';

/** 'JBSWY3DPEHPK3PXP…' in groups of four, easier to type on a phone. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorSection({
  enabled,
  recoveryCodesLeft,
}: {
  enabled: boolean;
  recoveryCodesLeft: number;
}) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const starter = useActionFetcher('Double authentification indisponible', {
    quietWhenDone: true,
    onDone: (outcome) => setEnrolment((outcome as OperationDone<StartTwoFactor>).output),
  });
  const confirmer = useActionFetcher('Double authentification non activée', {
    onDone: (outcome) => {
      setRecoveryCodes((outcome as OperationDone<ConfirmTwoFactor>).output.recoveryCodes);
      setEnrolment(null);
      setCode('');
    },
    onRefused: (outcome) => setCodeError(outcome.fields.code ?? outcome.message),
  });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setCodeError('');
    void confirmer.perform<ConfirmTwoFactor>('confirmer-double-authentification', {
      input: { code },
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="titre-double-authentification">
      <Group gap="xs">
        <Title order={3} fz={16} id="titre-double-authentification">
          Double authentification
        </Title>
        <Badge color={enabled ? 'green' : 'gray'} variant="light">
          {enabled ? 'Activée' : 'Désactivée'}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm">
        {enabled
          ? `À chaque connexion, un code de votre application d’authentification est demandé après le mot de passe. Codes de secours restants : ${recoveryCodesLeft}.`
          : 'Protégez votre compte : après le mot de passe, un code à 6 chiffres de votre application d’authentification (Google Authenticator, Aegis, FreeOTP…) sera demandé.'}
      </Text>

      {recoveryCodes && (
        <Alert color="yellow" variant="light" title="Vos codes de secours" role="status">
          <Stack gap="xs">
            <Text fz="sm">
              Notez-les et gardez-les en lieu sûr : chacun permet de se connecter une fois sans
              l’application. Ils ne seront plus affichés.
            </Text>
            <List data-testid="recovery-codes" listStyleType="none" spacing={2}>
              {recoveryCodes.map((recoveryCode) => (
                <List.Item key={recoveryCode}>
                  <Code fz="sm">{recoveryCode}</Code>
                </List.Item>
              ))}
            </List>
            <Group>
              <Button variant="default" onClick={() => setRecoveryCodes(null)}>
                J’ai noté mes codes
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      {!enabled && !enrolment && (
        <Group>
          <Button
            loading={starter.pending}
            // Two lines on a 320-px phone rather than « Activer la double authentifi ».
            h="auto"
            py={8}
            styles={WRAPPING_LABEL}
            onClick={() => void starter.perform<StartTwoFactor>('double-authentification', {})}
          >
            Activer la double authentification
          </Button>
        </Group>
      )}

      {!enabled && enrolment && (
        <form onSubmit={confirm} noValidate aria-label="Confirmer la double authentification">
          <Stack gap="sm">
            <Text fz="sm">
              1. Scannez ce QR code avec votre application d’authentification, ou saisissez la clé.
            </Text>
            <img
              src={enrolment.qrCode}
              width={192}
              height={192}
              alt="QR code à scanner avec votre application d’authentification"
              style={{ background: '#fff', borderRadius: 8 }}
            />
            <Text fz="sm">
              {SECRET_LABEL} :{' '}
              <Code fz="sm" data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
                {grouped(enrolment.secret)}
              </Code>
            </Text>
            <TextInput
              label="2. Code à 6 chiffres affiché par l’application"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              required
              value={code}
              error={codeError}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setCodeError('');
              }}
            />
            <Group gap="sm">
              <Button variant="default" onClick={() => setEnrolment(null)}>
                Annuler
              </Button>
              <Button type="submit" loading={confirmer.pending}>
                Confirmer
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {enabled && (
        <Group>
          <Button variant="default" color="red" onClick={() => setDisabling(true)}>
            Désactiver la double authentification
          </Button>
        </Group>
      )}
      <SecretDialog
        opened={disabling}
        onClose={() => setDisabling(false)}
        title="Désactiver la double authentification"
        description="Votre mot de passe seul suffira de nouveau pour vous connecter. Vos codes de secours ne serviront plus."
        fields={[
          {
            name: 'password',
            label: 'Mot de passe actuel',
            kind: 'password',
            autoComplete: 'current-password',
          },
        ]}
        intent={'desactiver-double-authentification' satisfies DisableTwoFactor['intent']}
        submitLabel="Désactiver"
        failureTitle="Double authentification toujours active"
      />
    </Stack>
  );
}
