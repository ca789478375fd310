/**
 * Event fan-out behind an interface: publishers name a topic (`game:<id>`, `game:<id>:white`,
 * `user:<key>`, `lobby`), subscribers receive the message text. The in-process bus is today's
 * implementation; a Redis or NATS bus can replace it when several server processes share the
 * work (each message is serialised once, whatever the number of subscribers).
 */
import type { ServerMessage } from '@flagfall/protocol';

export interface Subscriber {
  /** Delivers one serialised message; must not throw. */
  deliver(text: string): void;
}

export interface Bus {
  subscribe(topic: string, subscriber: Subscriber): void;
  unsubscribe(topic: string, subscriber: Subscriber): void;
  publish(topic: string, message: ServerMessage): void;
  /** How many subscribers a topic has. */
  count(topic: string): number;
}

export class LocalBus implements Bus {
  private readonly topics = new Map<string, Set<Subscriber>>();

  subscribe(topic: string, subscriber: Subscriber): void {
    let set = this.topics.get(topic);
    if (set === undefined) this.topics.set(topic, (set = new Set()));
    set.add(subscriber);
  }

  unsubscribe(topic: string, subscriber: Subscriber): void {
    const set = this.topics.get(topic);
    if (set === undefined) return;
    set.delete(subscriber);
    if (set.size === 0) this.topics.delete(topic);
  }

  publish(topic: string, message: ServerMessage): void {
    const set = this.topics.get(topic);
    if (set === undefined || set.size === 0) return;
    const text = JSON.stringify(message);
    for (const s of set) s.deliver(text);
  }

  count(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }
}
