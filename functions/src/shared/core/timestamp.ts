

export type Timestamp = { toMillis(): number; toDate(): Date };