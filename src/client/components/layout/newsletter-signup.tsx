/**
 * An email box with Subscribe, used by the footer's Stay Updated and by the
 * blog. The spec has no newsletter service (PRODUCT_SPEC section 7: no call
 * is made), so a valid address gets an acknowledgement that says plainly
 * nothing was stored; an invalid one is refused with a message beside the
 * field. The form checks the address itself (noValidate) so the message is
 * on the page, readable by everyone, rather than a browser tooltip.
 */
import { Button, Group, Stack, Text, TextInput, Title, type TitleOrder } from '@mantine/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { isEmailAddress } from '../../lib/email-address.ts';
import classes from './newsletter-signup.module.css';

export const NEWSLETTER_THANKS =
  'Thanks! Our newsletter has not launched yet, so nothing was sent or stored. New posts appear on the blog meanwhile.';
export const NEWSLETTER_INVALID = 'Enter an email address like name@example.com.';

interface NewsletterSignupProps {
  title: string;
  blurb: ReactNode;
  headingOrder?: TitleOrder;
  headingSize?: string;
}

export function NewsletterSignup({
  title,
  blurb,
  headingOrder = 2,
  headingSize = 'h5',
}: NewsletterSignupProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailAddress(email)) {
      setError(NEWSLETTER_INVALID);
      setThanked(false);
      return;
    }
    setError(null);
    setThanked(true);
    setEmail('');
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={headingOrder} size={headingSize} id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {blurb}
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-label="Email address"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">Subscribe</Button>
        </Group>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <div role="status">
          {thanked && (
            <Text size="sm" fw={500} className={classes.thanks}>
              {NEWSLETTER_THANKS}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}
