/** The addresses to write to, and the three offices. */
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { CONTACT_ADDRESSES, OFFICES, type Office } from './contact-content.ts';
import classes from './contact.module.css';

export function ContactAddresses() {
  return (
    <Paper component="section" aria-labelledby="contact-addresses" withBorder radius="lg" p="lg">
      <Title order={2} size="h3" id="contact-addresses" mb="md">
        Write or call
      </Title>
      <Stack gap="md" component="ul" className={classes.plainList}>
        {CONTACT_ADDRESSES.map((address) => (
          <Group key={address.href} component="li" gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
              {address.href.startsWith('tel:') ? <IconPhone size={18} /> : <IconMail size={18} />}
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {address.label}
              </Text>
              <Anchor href={address.href} fw={600}>
                {address.value}
              </Anchor>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function OfficeCard({ office }: { office: Office }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="md" size={36} aria-hidden>
          <IconMapPin size={18} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={3} size="h5" className={classes.officeCity}>
            {office.city}
          </Title>
          <Text size="xs" fw={700} tt="uppercase" className={classes.officeRole}>
            {office.role}
          </Text>
          <Text component="address" size="sm" c="dimmed" className={classes.address}>
            {office.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </Text>
          <Text size="sm" c="dimmed">
            {office.hours}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function ContactOffices() {
  return (
    <section aria-labelledby="contact-offices">
      <Title order={2} size="h3" id="contact-offices" mb="md">
        Our offices
      </Title>
      <Stack gap="sm" component="ul" className={classes.plainList}>
        {OFFICES.map((office) => (
          <OfficeCard key={office.city} office={office} />
        ))}
      </Stack>
    </section>
  );
}
