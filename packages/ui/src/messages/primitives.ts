/** The primitives' own words (each can be replaced through a prop). */
export const primitiveMessages = {
  button: {
    /** Announced with the button's label while it waits (its spinner's name). */
    pending: 'In progress',
  },
} as const;
