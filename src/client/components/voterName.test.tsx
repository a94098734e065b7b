// A voter's name with the mark that its Latin spelling was derived from the Devanagari (a roll
// printed in Devanagari only): the mark stands after the Latin name, wherever the page's language
// puts it, in that language; a printed Latin name has none.
import { screen } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import { VoterName } from './voterText';

const voter = { name: 'Urmila Sharma', name_v1: 'उर्मिला शर्मा' };

describe('VoterName', () => {
  it('marks a derived Latin name after it, in English first', () => {
    renderPage(<VoterName voter={{ ...voter, names_derived: true }} locale="en" />);
    const mark = screen.getByTestId('name-derived');
    expect(mark).toHaveTextContent('derived');
    expect(mark).toHaveAttribute('title', 'Spelled from the Devanagari name: the roll prints no name in English.');
    expect(mark.closest('.voter-name-primary')).toHaveTextContent('Urmila Sharmaderived');
  });

  it('marks it on the second line in Marathi, in Marathi', () => {
    renderPage(<VoterName voter={{ ...voter, names_derived: true }} locale="mr" />, { locale: 'mr' });
    const mark = screen.getByTestId('name-derived');
    expect(mark).toHaveTextContent('लिप्यंतरित');
    expect(mark.closest('.voter-name-secondary')).toHaveTextContent('Urmila Sharma');
    expect(document.querySelector('.voter-name-primary')).toHaveTextContent(/^उर्मिला शर्मा$/);
  });

  it('has no mark for a printed Latin name, nor without one', () => {
    renderPage(
      <>
        <VoterName voter={{ ...voter, names_derived: false }} locale="en" />
        <VoterName voter={voter} locale="en" />
        <VoterName voter={{ name: '', name_v1: 'उर्मिला शर्मा', names_derived: true }} locale="en" />
      </>,
    );
    expect(screen.queryByTestId('name-derived')).toBeNull();
  });
});
