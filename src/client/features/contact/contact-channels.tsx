/** The four support channels, each with the one link that uses it. */
import { Anchor, SimpleGrid } from '@mantine/core';
import { IconBook, IconBriefcase, IconLifebuoy, IconMail } from '@tabler/icons-react';
import { Link } from 'wouter';
import { InfoCard } from '../../components/site/info-card.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { type ChannelIcon, SUPPORT_CHANNELS } from './contact-content.ts';

const ICONS = {
  help: IconLifebuoy,
  docs: IconBook,
  email: IconMail,
  sales: IconBriefcase,
} satisfies Record<ChannelIcon, typeof IconBook>;

export function ContactChannels() {
  return (
    <section aria-labelledby="contact-channels">
      <SectionHeading
        id="contact-channels"
        title="Support channels"
        description="The quickest way to an answer depends on the question."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {SUPPORT_CHANNELS.map((channel) => {
          const Icon = ICONS[channel.icon];
          return (
            <InfoCard
              key={channel.title}
              icon={<Icon size={24} />}
              title={channel.title}
              description={channel.description}
            >
              {channel.external ? (
                <Anchor href={channel.href} fw={600} size="sm">
                  {channel.linkLabel}
                </Anchor>
              ) : (
                <Anchor component={Link} href={channel.href} fw={600} size="sm">
                  {channel.linkLabel}
                </Anchor>
              )}
            </InfoCard>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
