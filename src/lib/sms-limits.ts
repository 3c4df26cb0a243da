// Characters per SMS part, in a module of their own: the price pages quote them without
// bundling the whole length calculator (./sms-length.ts), which the SMS length tool shares with them.

export const GSM7_SINGLE = 160;
export const GSM7_MULTI = 153;
export const UCS2_SINGLE = 70;
export const UCS2_MULTI = 67;
