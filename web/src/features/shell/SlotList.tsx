import type { ComponentType } from 'react';

/** Each component of a slot list in its order, keyed by its place (the lists never change while the app runs). */
export function SlotList({ components }: { components: readonly ComponentType[] }) {
  return components.map((Component, index) => <Component key={index} />);
}
