// Vehicle requests in a real browser, as the demo admin: the requester's place on the map, one
// request approved with a vehicle, another rejected with a reason, the screen in Marathi.
import type { Page } from 'playwright-core';
import mr from '../../i18n/mr.json';
import { confirmDialog, pageShown, shot, useDemoAdminPage } from './harness';

const demo = useDemoAdminPage();
let page: Page;
beforeAll(() => {
  page = demo.page;
});

const pendingRows = () => page.locator('main tbody tr', { hasText: 'Pending' });

describe('vehicle requests in the browser', () => {
  it('shows where a request came from, approves one with a vehicle and rejects another with a reason', async () => {
    await page.getByRole('link', { name: 'Request-Vehicle', exact: true }).click();
    await pageShown(page, '/request_vehicle');
    // a button of this page's rows: the page is shown before its requests have loaded
    await page
      .getByRole('button', { name: /^Approve the request/ })
      .first()
      .waitFor();
    expect(await pendingRows().count()).toBe(2);

    await pendingRows()
      .first()
      .getByRole('button', { name: /^Map: where the request for/ })
      .click();
    const map = page.getByRole('dialog');
    await map.locator('.leaflet-marker-icon').waitFor();
    await shot(page, 'vehicle-request-map');
    await map.getByRole('button', { name: 'Close', exact: true }).last().click();

    await pendingRows()
      .first()
      .getByRole('button', { name: /^Approve the request/ })
      .click();
    const approve = page.getByRole('dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.getByText('Please select a vehicle!').waitFor();
    await approve.getByLabel(/^Vehicle/).selectOption({ label: 'Tata Ace MH27 CD 5678 (Carrier)' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await confirmDialog(page, 'Success', 'Vehicle approved successfully!');
    await page.locator('main tbody tr', { hasText: 'Tata Ace MH27 CD 5678' }).waitFor();

    await pendingRows()
      .first()
      .getByRole('button', { name: /^Reject the request/ })
      .click();
    const reject = page.getByRole('dialog');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.getByText('Please provide a reason for rejection!').waitFor();
    await reject.getByLabel(/^Reason for rejection/).fill('The hall is walking distance from the office');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await confirmDialog(page, 'Success', 'Vehicle request rejected successfully!');
    await page.locator('main tbody tr', { hasText: 'The hall is walking distance from the office' }).waitFor();
    expect(await pendingRows().count()).toBe(0);
    await shot(page, 'vehicle-requests');
  });

  it('shows the requests in Marathi', async () => {
    await page.getByLabel('Choose a language').selectOption('mr');
    await page.getByRole('heading', { name: mr['vehicleRequest.title'] }).waitFor();
    await page.getByText(mr['vehicleRequest.approvedStatus']).first().waitFor();
    // the rejected request keeps its reason, its status now in Marathi
    const rejected = page.locator('main tbody tr', { hasText: 'The hall is walking distance from the office' });
    expect(await rejected.innerText()).toContain(mr['vehicleRequest.rejectedStatus']);
    await shot(page, 'vehicle-requests-mr');
    await page.getByLabel(mr['layout.chooseLanguage']).selectOption('en');
  });
});
