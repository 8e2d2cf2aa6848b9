/** Innovation, Community, Transparency, Excellence: what each means in practice here. */
import { SimpleGrid } from '@mantine/core';
import { IconBulb, IconEye, IconTrophy, IconUsers } from '@tabler/icons-react';
import { InfoCard } from '../../components/site/info-card.tsx';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { VALUES, type ValueIcon } from './about-content.ts';

const ICONS = {
  innovation: IconBulb,
  community: IconUsers,
  transparency: IconEye,
  excellence: IconTrophy,
} satisfies Record<ValueIcon, typeof IconBulb>;

export function AboutValues() {
  return (
    <section aria-labelledby="about-values">
      <SectionHeading
        id="about-values"
        title="What we value"
        description="Four promises that decide what we build and how."
        align="center"
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {VALUES.map((value) => {
          const Icon = ICONS[value.icon];
          return (
            <InfoCard
              key={value.title}
              icon={<Icon size={24} />}
              title={value.title}
              description={value.description}
            />
          );
        })}
      </SimpleGrid>
    </section>
  );
}
