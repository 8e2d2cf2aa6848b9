/**
 * The frame both legal pages share: title, "Last updated", a summary, the
 * page's own action buttons, the contents beside the text on wide screens
 * (above it on a phone), the sections, and a closing Contact Us. An address
 * with a section's #anchor opens at that section.
 */
import { Box, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { LEGAL_LAST_UPDATED_ISO, type LegalDocument } from './legal-document.ts';
import { LegalSections } from './legal-sections.tsx';
import { goToSection, LegalToc } from './legal-toc.tsx';
import siteClasses from '../../components/site/site.module.css';
import classes from './legal.module.css';

interface LegalPageProps {
  legal: LegalDocument;
  /** The buttons of PRODUCT_SPEC section 2 this page offers, each doing something real. */
  actions: ReactNode;
}

function useOpenAtAnchor() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) goToSection(id);
  }, []);
}

export function LegalPage({ legal, actions }: LegalPageProps) {
  useOpenAtAnchor();
  return (
    <>
      <Box component="section" aria-labelledby="legal-title" className={siteClasses.hero}>
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Stack gap="md" maw={760}>
            <Text fw={700} tt="uppercase" size="sm" className={siteClasses.eyebrow}>
              Legal
            </Text>
            <Title order={1} id="legal-title" className={siteClasses.heroTitle}>
              {legal.title}
            </Title>
            <Text c="dimmed">
              Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{legal.lastUpdated}</time>
            </Text>
            <Text size="lg">{legal.summary}</Text>
            <Box className={classes.actions}>{actions}</Box>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LegalToc sections={legal.sections} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <LegalSections sections={legal.sections} />
            <Paper withBorder radius="lg" p="lg" mt={48} className={classes.actions}>
              <Group justify="space-between" gap="md">
                <div>
                  <Text fw={700}>Questions about this page?</Text>
                  <Text size="sm" c="dimmed">
                    A person on our team reads every message and replies within 24 hours.
                  </Text>
                </div>
                <Button
                  component={Link}
                  href="/contact"
                  variant="light"
                  leftSection={<IconMail size={18} aria-hidden />}
                >
                  Contact Us
                </Button>
              </Group>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
