/**
 * Contact (PRODUCT_SPEC section 2 "Contact"): the message form, the
 * addresses and offices, four support channels and an FAQ. Content lives in
 * contact-content.ts; nothing is fetched or sent.
 */
import { Container, Grid, Stack } from '@mantine/core';
import { FaqList } from '../../components/site/faq-list.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { SiteHero } from '../../components/site/site-hero.tsx';
import { ContactChannels } from './contact-channels.tsx';
import { CONTACT_FAQ } from './contact-content.ts';
import { ContactAddresses, ContactOffices } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

export default function ContactPage() {
  return (
    <>
      <SiteHero
        id="contact"
        eyebrow="Contact"
        title="Talk to the Prompt Hub team"
        description="Questions about a plan, a problem with a prompt, or an idea for the hub: tell us, and a person will answer."
      />
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xl">
              <ContactAddresses />
              <ContactOffices />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <Container size="xl" pb={{ base: 48, md: 72 }}>
        <Stack gap={64}>
          <ContactChannels />
          <section aria-labelledby="contact-faq">
            <SectionHeading id="contact-faq" title="Frequently asked questions" />
            <FaqList entries={CONTACT_FAQ} />
          </section>
        </Stack>
      </Container>
    </>
  );
}
