/** The four 2025 milestones, oldest first, as an ordered list. */
import { Text, Timeline, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { MILESTONES_2025 } from './about-content.ts';
import classes from './about.module.css';

export function AboutTimeline() {
  return (
    <section aria-labelledby="about-timeline">
      <SectionHeading
        id="about-timeline"
        title="Our 2025"
        description="What changed for Prompt Hub this year, quarter by quarter."
      />
      <Timeline
        active={MILESTONES_2025.length - 1}
        bulletSize={28}
        lineWidth={2}
        component="ol"
        className={classes.timeline}
      >
        {MILESTONES_2025.map((milestone) => (
          <Timeline.Item
            key={milestone.date}
            component="li"
            bullet={<IconFlag size={14} aria-hidden />}
            title={
              <Title order={3} size="h5">
                {milestone.title}
              </Title>
            }
          >
            <Text size="sm" fw={600} className={classes.timelineDate}>
              {milestone.date}
            </Text>
            <Text size="sm" c="dimmed" maw={560}>
              {milestone.description}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
