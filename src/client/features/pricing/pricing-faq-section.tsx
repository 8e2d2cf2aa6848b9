/** The pricing questions as an accordion: each question is a button that shows its answer. */
import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import type { PlanMode } from '../../../shared/subscription-rules.ts';
import { pricingFaq } from './pricing-faq.ts';

export function PricingFaqSection({ mode }: { mode: PlanMode | null }) {
  return (
    <Container component="section" aria-labelledby="pricing-faq-title" size="md" py={64}>
      <Stack gap="lg">
        <Stack gap={6} ta="center">
          <Title order={2} id="pricing-faq-title">
            Frequently asked questions
          </Title>
          <Text c="dimmed">
            {mode === 'stripe'
              ? 'Billing, trials and switching plans, in short.'
              : 'How plans work on this hub, in short.'}
          </Text>
        </Stack>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {pricingFaq(mode).map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Text component="span" fw={600}>
                  {item.question}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" lh={1.6}>
                  {item.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
