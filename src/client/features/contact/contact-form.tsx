/**
 * The message form (PRODUCT_SPEC sections 3, 4 and 5): name, email, subject
 * and message, all required and checked by the browser (email by its type,
 * the subject by an empty "Select a subject" default). Submitting shows
 * "Sending..." for two seconds, then a confirmation for three, then an
 * empty form. Nothing is transmitted, and the page says so plainly.
 */
import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type ContactSubject, replyAddressFor, SUBJECT_OPTIONS } from './contact-content.ts';
import { useSimulatedSend } from './use-simulated-send.ts';

interface ContactFields {
  name: string;
  email: string;
  subject: ContactSubject | '';
  message: string;
}

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

const SUBJECT_DATA = [
  { value: '', label: 'Select a subject' },
  ...SUBJECT_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
];

function isSubject(value: string): value is ContactSubject {
  return SUBJECT_OPTIONS.some((option) => option.value === value);
}

function Confirmation({ fields }: { fields: ContactFields }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the news so a keyboard or screen reader user hears it at once.
  useEffect(() => heading.current?.focus(), []);
  const firstName = fields.name.trim().split(/\s+/)[0] ?? '';
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="status">
      <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden>
        <IconCircleCheck size={32} />
      </ThemeIcon>
      <Title order={3} ref={heading} tabIndex={-1}>
        Thanks, {firstName}! Your message is ready to send.
      </Title>
      <Text c="dimmed" maw={420}>
        This form does not deliver messages yet. For a reply, send the same words to{' '}
        <Text component="span" fw={600} c="var(--mantine-color-text)">
          {replyAddressFor(fields.subject)}
        </Text>
        .
      </Text>
    </Stack>
  );
}

export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const nameInput = useRef<HTMLInputElement>(null);
  const clear = useCallback(() => setFields(EMPTY), []);
  const { phase, send } = useSimulatedSend(clear);
  const wasSent = useRef(false);

  // Back from the confirmation: put the cursor in the empty form again.
  useEffect(() => {
    if (phase === 'sent') wasSent.current = true;
    if (phase === 'idle' && wasSent.current) {
      wasSent.current = false;
      nameInput.current?.focus();
    }
  }, [phase]);

  const set = <K extends keyof ContactFields>(key: K, value: ContactFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The browser has already refused empty fields and a malformed email.
    event.preventDefault();
    send();
  };

  return (
    <Paper
      component="section"
      aria-labelledby="contact-form-title"
      withBorder
      radius="lg"
      p={{ base: 'lg', md: 'xl' }}
    >
      <Stack gap="md">
        <Title order={2} id="contact-form-title">
          Send us a message
        </Title>
        <Alert
          variant="light"
          color="gray"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title="A preview form"
        >
          It checks your message but does not send it anywhere yet. To reach us today, email one of
          the addresses on this page.
        </Alert>
        {phase === 'sent' ? (
          <Confirmation fields={fields} />
        ) : (
          <form onSubmit={submit} aria-labelledby="contact-form-title">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  ref={nameInput}
                  label="Name"
                  name="name"
                  autoComplete="name"
                  required
                  value={fields.name}
                  onChange={(event) => set('name', event.currentTarget.value)}
                />
                <TextInput
                  label="Email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={fields.email}
                  onChange={(event) => set('email', event.currentTarget.value)}
                />
              </SimpleGrid>
              <NativeSelect
                label="Subject"
                name="subject"
                required
                data={SUBJECT_DATA}
                value={fields.subject}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  set('subject', isSubject(value) ? value : '');
                }}
              />
              <Textarea
                label="Message"
                name="message"
                required
                autosize
                minRows={5}
                maxRows={12}
                value={fields.message}
                onChange={(event) => set('message', event.currentTarget.value)}
              />
              <Button
                type="submit"
                size="md"
                disabled={phase === 'sending'}
                leftSection={phase === 'sending' ? null : <IconSend size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
              >
                {phase === 'sending' ? 'Sending...' : 'Send Message'}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
