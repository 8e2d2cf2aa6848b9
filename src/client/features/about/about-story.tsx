/** How Prompt Hub started, and the one sentence it works towards. */
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { MISSION, STORY } from './about-content.ts';
import classes from './about.module.css';

export function AboutStory() {
  return (
    <Grid gap={{ base: 32, md: 56 }} align="center">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <section aria-labelledby="about-story">
          <SectionHeading id="about-story" title="Our story" />
          <Stack gap="md">
            {STORY.map((paragraph) => (
              <Text key={paragraph.slice(0, 24)} size="lg" lh={1.7}>
                {paragraph}
              </Text>
            ))}
          </Stack>
        </section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper
          component="section"
          aria-labelledby="about-mission"
          withBorder
          radius="lg"
          p={{ base: 'lg', md: 'xl' }}
          className={classes.mission}
        >
          <Stack gap="sm">
            <Title order={2} id="about-mission">
              Our mission
            </Title>
            <Text className={classes.missionText}>{MISSION}</Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
