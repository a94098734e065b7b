// Messages travel as keys: every answer that carries a message has the catalogue key, its
// values and the English text; the client shows the key in the page's language.

export type MessageValues = Record<string, string | number>;

export interface Message {
  /** the English text (i18n/en.json), for callers that show text as it is */
  msg: string;
  key: string;
  values?: MessageValues;
}

export interface FieldError {
  /** the payload field the error belongs to ('body' for the payload as a whole) */
  code: string;
  message: string;
  key?: string;
  values?: MessageValues;
}

/** The body of every error answer: 400 carries `errors` for each bad field. */
export interface ErrorBody extends Partial<Message> {
  errors?: FieldError[];
}
