/**
 * The stand-in's state: customers, Checkout sessions and subscriptions as
 * Stripe shapes them (the fields the app reads), on a clock the tests move,
 * and the events each change makes. No HTTP here (fake-stripe-server.ts).
 */
import { randomBytes } from 'node:crypto';

export interface FakePrice {
  id: string;
  /** The product's name, for the stand-in's pages. */
  name: string;
  /** Cents per interval. */
  amount: number;
  interval: 'month' | 'year';
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string;
  metadata: Record<string, string>;
  /** A card on file: renewals and trial ends charge it. */
  hasCard: boolean;
  /** Renewals and upgrades fail while set (a declined card). */
  paymentsFail: boolean;
  /** The bank asks for 3-D Secure on an upgrade's charge: it waits for the member to confirm. */
  needsAuthentication: boolean;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  trial_start: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: FakeItem[] };
  /** Not Stripe's: what happens when the trial ends without a card. */
  trialEndsWithoutCard: 'cancel' | 'pause';
  /** An upgrade whose charge was declined: applied only once paid (pending_if_incomplete). */
  pending_update: {
    expires_at: number;
    subscription_items: { price: { id: string; object: 'price' } }[];
  } | null;
  /** The subscription schedule driving it (the portal's downgrade at period end). */
  schedule: string | null;
  /** The last invoice made for it (the stand-in makes one per pending upgrade). */
  latest_invoice: string | null;
  /** Not Stripe's: the unpaid renewal Stripe is retrying, while past_due. */
  dunning: Dunning | null;
  /** Not Stripe's: customer.subscription.trial_will_end was sent for this trial. */
  trialWillEndSent?: boolean;
}

/** Stripe tells of a trial's end this long before it (its fixed 3 days). */
export const TRIAL_WILL_END_SECONDS = 3 * 24 * 60 * 60;

interface Dunning {
  invoice: string;
  attempts: number;
  /** When the first attempt failed; retries count from it. */
  failedAt: number;
  nextAttemptAt: number;
}

/**
 * Days after the first failed attempt on which Stripe tries the card again
 * (a fixed schedule standing in for Smart Retries), the last one deciding.
 */
export const RETRY_DAYS = [3, 5, 7] as const;

/** The dashboard's "if all retries for a payment fail" setting. */
export type AfterFailedRetries = 'cancel' | 'unpaid' | 'past_due';

interface FakeItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price'; unit_amount: number; recurring: { interval: string } };
  quantity: 1;
  current_period_start: number;
  current_period_end: number;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete';
  customer: string;
  client_reference_id: string | null;
  subscription: string | null;
  url: string;
  success_url: string;
  cancel_url: string;
  payment_method_collection: string;
  /** Not Stripe's: what completing it creates. */
  price: string;
  trialDays: number | null;
  trialEndsWithoutCard: 'cancel' | 'pause';
  metadata: Record<string, string>;
}

export interface FakePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: 1 }[];
}

export interface FakeSchedule {
  id: string;
  object: 'subscription_schedule';
  customer: string;
  subscription: string | null;
  released_subscription: string | null;
  status: 'active' | 'released' | 'canceled';
  end_behavior: 'release';
  current_phase: { start_date: number; end_date: number } | null;
  phases: FakePhase[];
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  amount_due: number;
  hosted_invoice_url: string;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  payments: {
    object: 'list';
    data: { payment: { type: 'payment_intent'; payment_intent: string }; status: string }[];
  };
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: 1;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
}

const DAY = 24 * 60 * 60;

export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

function periodLength(interval: 'month' | 'year'): number {
  return interval === 'year' ? 365 * DAY : 30 * DAY;
}

export class FakeStripeBilling {
  readonly customers = new Map<string, FakeCustomer>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly schedules = new Map<string, FakeSchedule>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly events: FakeEvent[] = [];
  /** Where the stand-in's pages are (hosted invoices); the server sets it once listening. */
  pagesBase = '';
  /** Seconds; starts at the real time, tests move it forward. */
  now = Math.floor(Date.now() / 1000);
  /** Stripe's default leaves the subscription past_due; tests choose. */
  afterFailedRetries: AfterFailedRetries = 'past_due';

  constructor(
    private readonly prices: Map<string, FakePrice>,
    private readonly emit: (event: FakeEvent) => void,
  ) {}

  price(id: string): FakePrice {
    const price = this.prices.get(id);
    if (!price) throw new FakeStripeError(`No such price: '${id}'`, 'resource_missing');
    return price;
  }

  event(type: string, object: unknown): FakeEvent {
    const event: FakeEvent = {
      id: fakeId('evt'),
      object: 'event',
      type,
      created: this.now,
      api_version: '2026-10-28.endive',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      // A copy: what the object was when the event was made.
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    this.emit(event);
    return event;
  }

  createCustomer(email: string, metadata: Record<string, string>): FakeCustomer {
    const customer: FakeCustomer = {
      id: fakeId('cus'),
      object: 'customer',
      email,
      metadata,
      hasCard: false,
      paymentsFail: false,
      needsAuthentication: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string): FakeCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw new FakeStripeError(`No such customer: '${id}'`, 'resource_missing');
    return customer;
  }

  subscription(id: string): FakeSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription)
      throw new FakeStripeError(`No such subscription: '${id}'`, 'resource_missing');
    return subscription;
  }

  private item(priceId: string, start: number): FakeItem {
    const price = this.price(priceId);
    return {
      id: fakeId('si'),
      object: 'subscription_item',
      price: {
        id: price.id,
        object: 'price',
        unit_amount: price.amount,
        recurring: { interval: price.interval },
      },
      quantity: 1,
      current_period_start: start,
      current_period_end: start + periodLength(price.interval),
    };
  }

  /** The member paid (or, with a trial and no card asked, just confirmed) on Checkout's page. */
  completeCheckout(sessionId: string): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open')
      throw new FakeStripeError('This checkout session is not open', 'checkout_closed');
    const customer = this.customer(session.customer);
    if (session.payment_method_collection !== 'if_required' || !session.trialDays)
      customer.hasCard = true;
    const trialEnd = session.trialDays ? this.now + session.trialDays * DAY : null;
    const item = this.item(session.price, this.now);
    if (trialEnd) item.current_period_end = trialEnd;
    const subscription: FakeSubscription = {
      id: fakeId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: this.now,
      start_date: this.now,
      trial_start: trialEnd ? this.now : null,
      trial_end: trialEnd,
      metadata: session.metadata,
      items: { object: 'list', data: [item] },
      trialEndsWithoutCard: session.trialEndsWithoutCard,
      pending_update: null,
      schedule: null,
      latest_invoice: null,
      dunning: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    session.status = 'complete';
    session.subscription = subscription.id;
    this.event('customer.subscription.created', subscription);
    this.event('checkout.session.completed', session);
    return session;
  }

  update(id: string, changes: { cancelAtPeriodEnd?: boolean; price?: string }): FakeSubscription {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled')
      throw new FakeStripeError('A canceled subscription can only update its metadata', 'invalid');
    if (changes.cancelAtPeriodEnd !== undefined && subscription.schedule)
      throw new FakeStripeError(
        `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed.`,
        'invalid',
      );
    if (changes.cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
      subscription.canceled_at = changes.cancelAtPeriodEnd ? this.now : null;
    }
    const applied = changes.price ? this.changePrice(subscription, changes.price) : true;
    // A change left pending is told by its invoice's event (payment_failed or
    // payment_action_required), which the app follows to the subscription.
    if (applied || changes.cancelAtPeriodEnd !== undefined)
      this.event('customer.subscription.updated', subscription);
    return subscription;
  }

  /**
   * An upgrade charged at once. With pending_if_incomplete a declined card
   * changes nothing: Stripe answers 200 with the change in `pending_update`
   * and the prorated invoice left open (its payment_failed event sent).
   */
  private changePrice(subscription: FakeSubscription, priceId: string): boolean {
    const customer = this.customer(subscription.customer);
    if (customer.paymentsFail || customer.needsAuthentication) {
      subscription.pending_update = {
        expires_at: this.now + 23 * 60 * 60,
        subscription_items: [{ price: { id: priceId, object: 'price' } }],
      };
      const amount = this.price(priceId).amount;
      const invoice = this.openInvoice(subscription, amount, customer.needsAuthentication);
      if (customer.needsAuthentication)
        this.event('invoice.payment_action_required', { ...invoice, payments: undefined });
      else this.invoiceEvent('invoice.payment_failed', subscription, amount, 1);
      return false;
    }
    this.applyPrice(subscription, priceId);
    return true;
  }

  /** The pending upgrade's invoice, left open with its payment intent declined or awaiting 3-D Secure. */
  private openInvoice(subscription: FakeSubscription, amount: number, needsAction: boolean) {
    const intent: FakePaymentIntent = {
      id: fakeId('pi'),
      object: 'payment_intent',
      amount,
      status: needsAction ? 'requires_action' : 'requires_payment_method',
    };
    this.paymentIntents.set(intent.id, intent);
    const id = fakeId('in');
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      amount_due: amount,
      hosted_invoice_url: `${this.pagesBase}/invoice/${id}`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
      payments: {
        object: 'list',
        data: [{ payment: { type: 'payment_intent', payment_intent: intent.id }, status: 'open' }],
      },
    };
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  invoice(id: string): FakeInvoice {
    const invoice = this.invoices.get(id);
    if (!invoice) throw new FakeStripeError(`No such invoice: '${id}'`, 'resource_missing');
    return invoice;
  }

  paymentIntent(id: string): FakePaymentIntent {
    const intent = this.paymentIntents.get(id);
    if (!intent) throw new FakeStripeError(`No such payment_intent: '${id}'`, 'resource_missing');
    return intent;
  }

  /**
   * The member pays (or confirms with the bank) the pending upgrade's
   * invoice on its hosted page: paid, the pending update is applied.
   * Returns false when the card is declined again.
   */
  payInvoice(id: string): boolean {
    const invoice = this.invoice(id);
    if (invoice.status !== 'open') return true;
    const intentId = invoice.payments.data[0]?.payment.payment_intent ?? '';
    const intent = this.paymentIntent(intentId);
    if (intent.status !== 'requires_action' && this.customer(invoice.customer).paymentsFail)
      return false;
    intent.status = 'succeeded';
    invoice.status = 'paid';
    const subscription = this.subscription(invoice.subscription);
    const pending = subscription.pending_update?.subscription_items[0]?.price.id;
    this.event('invoice.paid', { ...invoice, payments: undefined });
    if (!pending || subscription.latest_invoice !== id) return true;
    this.applyPrice(subscription, pending);
    this.event('customer.subscription.updated', subscription);
    this.event('customer.subscription.pending_update_applied', subscription);
    return true;
  }

  private applyPrice(subscription: FakeSubscription, priceId: string): void {
    subscription.pending_update = null;
    const [current] = subscription.items.data;
    if (!current) return;
    const next = this.item(priceId, this.now);
    // Same interval: the period stays; another interval starts a new one now.
    if (next.price.recurring.interval === current.price.recurring.interval) {
      next.current_period_start = current.current_period_start;
      next.current_period_end = current.current_period_end;
    }
    next.id = current.id;
    subscription.items.data = [next];
  }

  /**
   * The Customer Portal's downgrade with "schedule at period end": a
   * schedule of two phases, the current price to the period's end, then
   * the smaller one for a period, released after it (end_behavior release).
   */
  scheduleChange(subscriptionId: string, priceId: string): FakeSchedule {
    const subscription = this.subscription(subscriptionId);
    const [item] = subscription.items.data;
    if (!item || subscription.status === 'canceled')
      throw new FakeStripeError('This subscription cannot be changed', 'invalid');
    if (subscription.schedule) this.releaseSchedule(subscription.schedule);
    const start = item.current_period_end;
    const schedule: FakeSchedule = {
      id: fakeId('sub_sched'),
      object: 'subscription_schedule',
      customer: subscription.customer,
      subscription: subscription.id,
      released_subscription: null,
      status: 'active',
      end_behavior: 'release',
      current_phase: { start_date: item.current_period_start, end_date: start },
      phases: [
        {
          start_date: item.current_period_start,
          end_date: start,
          items: [{ price: item.price.id, quantity: 1 }],
        },
        {
          start_date: start,
          end_date: start + periodLength(this.price(priceId).interval),
          items: [{ price: priceId, quantity: 1 }],
        },
      ],
    };
    this.schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    this.event('subscription_schedule.created', schedule);
    this.event('customer.subscription.updated', subscription);
    return schedule;
  }

  schedule(id: string): FakeSchedule {
    const schedule = this.schedules.get(id);
    if (!schedule)
      throw new FakeStripeError(`No such subscription_schedule: '${id}'`, 'resource_missing');
    return schedule;
  }

  /** The schedule lets go of its subscription, which keeps its price as it is now. */
  releaseSchedule(id: string): FakeSchedule {
    const schedule = this.schedule(id);
    const subscriptionId = schedule.subscription;
    schedule.status = 'released';
    schedule.released_subscription = subscriptionId;
    schedule.subscription = null;
    schedule.current_phase = null;
    this.event('subscription_schedule.released', schedule);
    if (subscriptionId) {
      const subscription = this.subscription(subscriptionId);
      subscription.schedule = null;
      this.event('customer.subscription.updated', subscription);
    }
    return schedule;
  }

  /** At the period's end: the schedule's next phase takes over, or, with none left, it releases. */
  private followSchedule(subscription: FakeSubscription, item: FakeItem): void {
    const schedule = subscription.schedule ? this.schedules.get(subscription.schedule) : undefined;
    if (!schedule?.current_phase) return;
    const next = schedule.phases.find(
      (phase) => phase.start_date >= (schedule.current_phase?.end_date ?? Infinity),
    );
    if (!next) {
      this.releaseSchedule(schedule.id);
      return;
    }
    schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    const price = this.price(next.items[0]?.price ?? '');
    item.price = {
      id: price.id,
      object: 'price',
      unit_amount: price.amount,
      recurring: { interval: price.interval },
    };
    this.event('subscription_schedule.updated', schedule);
  }

  /** Stripe drops an upgrade left unpaid past its expiry; the plan stays as it was. */
  private expirePendingUpdate(subscription: FakeSubscription): void {
    const pending = subscription.pending_update;
    if (!pending || this.now < pending.expires_at) return;
    subscription.pending_update = null;
    this.event('customer.subscription.pending_update_expired', subscription);
  }

  /** Stripe's prorated figure for moving the item to another price at `at`. */
  prorationFor(id: string, priceId: string, at: number): number {
    const [current] = this.subscription(id).items.data;
    if (!current) return 0;
    const next = this.price(priceId);
    const length = current.current_period_end - current.current_period_start;
    // The tests' clock runs ahead of the app's: a date before the period counts from its start.
    const from = Math.min(Math.max(at, current.current_period_start), current.current_period_end);
    const left = (current.current_period_end - from) / length;
    const unused = Math.round(current.price.unit_amount * left);
    if (next.interval === current.price.recurring.interval)
      return Math.round(next.amount * left) - unused;
    return next.amount - unused;
  }

  cancelNow(id: string): FakeSubscription {
    const subscription = this.subscription(id);
    this.end(subscription);
    return subscription;
  }

  private end(subscription: FakeSubscription): void {
    subscription.status = 'canceled';
    subscription.ended_at = this.now;
    subscription.canceled_at ??= this.now;
    this.event('customer.subscription.deleted', subscription);
  }

  /** Moves the clock; trials and periods that end on the way end as Stripe would end them. */
  advance(seconds: number): void {
    this.now += seconds;
    for (const subscription of this.subscriptions.values()) this.settle(subscription);
  }

  /** What falls due by now, in time order: the period's end or a payment retry, whichever first. */
  private settle(subscription: FakeSubscription): void {
    this.warnOfTrialEnd(subscription);
    this.expirePendingUpdate(subscription);
    const [item] = subscription.items.data;
    while (item && !isOver(subscription)) {
      const retryAt = subscription.dunning?.nextAttemptAt ?? Infinity;
      if (Math.min(retryAt, item.current_period_end) > this.now) return;
      if (retryAt < item.current_period_end) this.retry(subscription, item);
      else if (subscription.status === 'trialing') this.endTrial(subscription, item);
      else if (subscription.cancel_at_period_end) this.end(subscription);
      else this.renew(subscription, item);
    }
  }

  /** Stripe's customer.subscription.trial_will_end: once per trial, 3 days before it ends. */
  private warnOfTrialEnd(subscription: FakeSubscription): void {
    const end = subscription.trial_end;
    if (subscription.status !== 'trialing' || end === null || subscription.trialWillEndSent) return;
    if (this.now < end - TRIAL_WILL_END_SECONDS) return;
    subscription.trialWillEndSent = true;
    this.event('customer.subscription.trial_will_end', subscription);
  }

  /** Stripe tries the card again; the last failed retry ends as the dashboard says. */
  private retry(subscription: FakeSubscription, item: FakeItem): void {
    const dunning = subscription.dunning;
    if (!dunning) return;
    dunning.attempts += 1;
    if (!this.customer(subscription.customer).paymentsFail) {
      subscription.dunning = null;
      subscription.status = 'active';
      this.invoiceEvent('invoice.paid', subscription, item.price.unit_amount, dunning.attempts);
      this.event('customer.subscription.updated', subscription);
      return;
    }
    const next = RETRY_DAYS[dunning.attempts - 1];
    dunning.nextAttemptAt = next === undefined ? Infinity : dunning.failedAt + next * DAY;
    this.invoiceEvent(
      'invoice.payment_failed',
      subscription,
      item.price.unit_amount,
      dunning.attempts,
    );
    if (next !== undefined) return;
    subscription.dunning = null;
    if (this.afterFailedRetries === 'cancel') return this.end(subscription);
    if (this.afterFailedRetries === 'unpaid') {
      subscription.status = 'unpaid';
      this.event('customer.subscription.updated', subscription);
    }
  }

  private invoiceEvent(
    type: 'invoice.paid' | 'invoice.payment_failed',
    subscription: FakeSubscription,
    amount: number,
    attempts: number,
  ): void {
    const paid = type === 'invoice.paid';
    const next = subscription.dunning?.nextAttemptAt;
    this.event(type, {
      id: subscription.dunning?.invoice ?? fakeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: attempts,
      next_payment_attempt: !paid && next !== undefined && next !== Infinity ? next : null,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    });
  }

  private endTrial(subscription: FakeSubscription, item: FakeItem): void {
    const customer = this.customer(subscription.customer);
    if (!customer.hasCard) {
      if (subscription.trialEndsWithoutCard === 'cancel') return this.end(subscription);
      subscription.status = 'unpaid';
      this.event('customer.subscription.updated', subscription);
      return;
    }
    this.renew(subscription, item);
  }

  private renew(subscription: FakeSubscription, item: FakeItem): void {
    this.followSchedule(subscription, item);
    const interval = item.price.recurring.interval === 'year' ? 'year' : 'month';
    item.current_period_start = item.current_period_end;
    item.current_period_end += periodLength(interval);
    const paid = !this.customer(subscription.customer).paymentsFail;
    subscription.status = paid ? 'active' : 'past_due';
    // A new period's invoice: Stripe retries it, not the one before.
    const at = item.current_period_start;
    subscription.dunning = paid
      ? null
      : {
          invoice: fakeId('in'),
          attempts: 1,
          failedAt: at,
          nextAttemptAt: at + RETRY_DAYS[0] * DAY,
        };
    this.invoiceEvent(
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      subscription,
      item.price.unit_amount,
      1,
    );
    this.event('customer.subscription.updated', subscription);
  }
}

function isOver(subscription: FakeSubscription): boolean {
  return subscription.status === 'canceled' || subscription.status === 'unpaid';
}

export class FakeStripeError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status = 400,
  ) {
    super(message);
  }
}
