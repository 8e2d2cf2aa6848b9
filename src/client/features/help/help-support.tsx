/** Support channels and community links, below the questions. */
import { Anchor, SimpleGrid } from '@mantine/core';
import { IconBook, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { InfoCard } from '../../components/site/info-card.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { COMMUNITY_LINKS } from './help-faqs.ts';
import { HelpLinkTile } from './help-link-tile.tsx';
import { SUPPORT_EMAIL } from './help-contacts.ts';
import classes from './help.module.css';

export function HelpSupportChannels() {
  return (
    <section aria-labelledby="help-support">
      <SectionHeading
        id="help-support"
        title="Still need help?"
        description="Real people answer, usually within one working day."
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <InfoCard
          icon={<IconMessageCircle size={24} />}
          title="Talk to the team"
          description="Addresses for support and sales, a phone line, and our offices in three time zones."
        >
          <Anchor component={Link} href="/contact" fw={600} size="sm">
            See every way to reach us
          </Anchor>
        </InfoCard>
        <InfoCard
          icon={<IconMail size={24} />}
          title="Email support"
          description="Write from the address of your account so we can find it quickly."
        >
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600} size="sm">
            {SUPPORT_EMAIL}
          </Anchor>
        </InfoCard>
        <InfoCard
          icon={<IconBook size={24} />}
          title="Read the docs"
          description="Step-by-step guides for the library, the playground, submitting and the API."
        >
          <Anchor component={Link} href="/docs" fw={600} size="sm">
            Browse the documentation
          </Anchor>
        </InfoCard>
      </SimpleGrid>
    </section>
  );
}

export function HelpCommunity() {
  return (
    <section aria-labelledby="help-community">
      <SectionHeading
        id="help-community"
        title="Learn with the community"
        description="Most good prompts start as someone else’s good prompt."
      />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        component="ul"
        className={classes.plainList}
      >
        {COMMUNITY_LINKS.map((link) => (
          <li key={link.href}>
            <HelpLinkTile link={link} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
