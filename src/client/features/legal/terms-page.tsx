/**
 * Terms of Service (PRODUCT_SPEC section 2, Privacy and Terms). The spec's
 * Download PDF and I Accept buttons were inert; here Download PDF opens the
 * browser's print dialog (which saves a PDF), and I Accept says honestly
 * that nothing is signed or recorded: using the service is what applies
 * the terms.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { LegalPage } from './legal-page.tsx';
import { TERMS_OF_SERVICE } from './terms-of-service.ts';
import classes from './legal.module.css';

const ACCEPT_NOTE =
  'Thanks. There is nothing to sign and nothing was recorded: these terms apply while you use Prompt Hub, and you can stop at any time by deleting your account in Settings.';

function TermsActions() {
  const [accepted, setAccepted] = useState(false);
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
          Download PDF
        </Button>
        <Button
          variant="light"
          onClick={() => setAccepted(true)}
          leftSection={<IconCheck size={18} aria-hidden />}
        >
          I Accept
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Download PDF opens your browser’s print dialog: choose “Save as PDF” as the printer.
      </Text>
      <div role="status">
        {accepted && (
          <Text size="sm" fw={500} className={classes.note}>
            {ACCEPT_NOTE}
          </Text>
        )}
      </div>
    </Stack>
  );
}

export default function TermsPage() {
  return <LegalPage legal={TERMS_OF_SERVICE} actions={<TermsActions />} />;
}
