/** The founder's profile: initials rather than a photo of someone who is not her. */
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SectionHeading } from '../../components/site/section-heading.tsx';
import { FOUNDER } from './about-content.ts';
import classes from './about.module.css';

export function AboutFounder() {
  return (
    <section aria-labelledby="about-founder">
      <SectionHeading id="about-founder" title="Meet the founder" />
      <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <Avatar size={112} radius={112} color="indigo" variant="light" className={classes.avatar}>
            {FOUNDER.initials}
          </Avatar>
          <Stack gap="sm" style={{ flex: '1 1 280px' }}>
            <div>
              <Title order={3}>{FOUNDER.name}</Title>
              <Text c="dimmed" fw={500}>
                {FOUNDER.role}
              </Text>
            </div>
            <Text lh={1.7}>{FOUNDER.bio}</Text>
            <Text component="blockquote" className={classes.quote}>
              “{FOUNDER.quote}”
            </Text>
          </Stack>
        </Group>
      </Paper>
    </section>
  );
}
