/** The closing call to action: start free (or open Settings when signed in), or ask us first. */
import { Box, Button, Container, Flex, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'wouter';
import { planDestination } from './pricing-destination.ts';
import classes from './pricing.module.css';

export function PricingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="pricing-cta-title" className={classes.cta}>
      <Container size="md" py={64}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="pricing-cta-title">
            Start free, upgrade when your prompts need it
          </Title>
          <Text maw={560} className={classes.ctaText}>
            Every plan opens the whole library and the playground. Begin on Free and move up the day
            you run into a limit; nothing you saved or shared is lost when you switch.
          </Text>
          <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} mt="sm">
            <Button
              component={Link}
              href={planDestination(signedIn)}
              size="md"
              rightSection={<IconArrowRight size={18} aria-hidden />}
            >
              {signedIn ? 'Open your plan settings' : 'Create a free account'}
            </Button>
            <Button component={Link} href="/contact" size="md" variant="default">
              Talk to us about Enterprise
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
