// validate(): yup run synchronously, an asynchronous test still awaited, 400 with every field.
import * as yup from 'yup';
import { HttpError, validate } from './http';

const schema = yup.object({
  name: yup.string().trim().required('validation.required'),
  age: yup.number().integer('validation.integer').min(18, 'not a catalogue key'),
});

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('validate accepted the input');
};

describe('validate', () => {
  it('casts, trims and strips unknown fields', async () => {
    await expect(validate(schema, { name: '  Asha ', age: '30', extra: 1 })).resolves.toEqual({ name: 'Asha', age: 30 });
  });

  it('answers 400 with an error for every bad field', async () => {
    const e = await failure(validate(schema, { age: 12 }));
    expect(e.status).toBe(400);
    expect(e.errors?.map((f) => [f.code, f.key])).toEqual([
      ['name', 'validation.required'],
      // a message the catalogues do not hold answers as invalid input
      ['age', 'error.invalidInput'],
    ]);
  });

  it('awaits a schema whose test is asynchronous, passing and failing', async () => {
    const free = yup.object({
      email: yup.string().test('free', 'validation.emailTaken', async (v) => {
        await new Promise((r) => setTimeout(r, 1));
        return v !== 'taken@example.org';
      }),
    });
    await expect(validate(free, { email: 'new@example.org' })).resolves.toEqual({ email: 'new@example.org' });
    const e = await failure(validate(free, { email: 'taken@example.org' }));
    expect(e.errors?.map((f) => f.code)).toEqual(['email']);
  });
});
