/**
 * Widens what a finger can hit to at least 44 x 44 px without moving anything on screen: an
 * invisible `::after` centred on the control. Spread into a style whose element is not itself
 * positioned by another rule (it becomes the pseudo-element's containing block).
 */
export const touchTargetRules = {
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: '50%',
      width: 'max(100%, 44px)',
      height: 'max(100%, 44px)',
      transform: 'translate(-50%, -50%)',
    },
  },
} as const;
